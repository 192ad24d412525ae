/** A Swiss social security (AHV) number, 756.XXXX.XXXX.XX, whose last digit is the EAN-13 check digit of the other twelve. */
export function isAhvNumber(value: string): boolean {
  if (!/^756\.\d{4}\.\d{4}\.\d{2}$/.test(value)) return false;
  const digits = value.replaceAll('.', '').split('').map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
