import { numberFormat } from '../lib/intl-formats';
import { useId, type ComponentProps } from 'react';
import { Banner } from '../banner';
import { cn } from '../lib/cn';
import { netPayBreakdownText, type NetPayBreakdownText } from './net-pay-breakdown-text';
import type { MinimumWageCheck, NetPayEstimate, NetPayLine } from './net-pay-estimate';

export type NetPayBreakdownProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The estimate of `temporaryPayEstimate` (@jumpers/rules) for the job's hourly base wage. */
  estimate: NetPayEstimate;
  /** The minimum of the job's area; a job paying less gets a warning above the table. */
  minimum?: MinimumWageCheck;
  /**
   * The estimate's words, merged over the English defaults.
   * @defaultValue netPayBreakdownText
   */
  text?: Partial<NetPayBreakdownText>;
};

/**
 * What a temporary job pays per hour, line by line: base wage, supplements, gross, deductions and net, in a table
 * captioned as an estimate, followed by what it leaves out. A wage below the area's minimum is warned of in words
 * and with an icon, not by colour alone.
 */
export function NetPayBreakdown({ estimate, minimum, text: textOverrides, className, ...props }: NetPayBreakdownProps) {
  const text = { ...netPayBreakdownText, ...textOverrides };
  const summaryId = useId();
  const chf = numberFormat(text.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rate = numberFormat(text.locale, { maximumFractionDigits: 2 });
  const lineRow = (line: NetPayLine, sign: '+' | '−') => (
    <tr key={line.key} data-line={line.key}>
      <th scope="row" className="py-1.5 pe-3 text-start font-normal">
        {text.lines[line.key]}
      </th>
      <td className="py-1.5 pe-3 text-end whitespace-nowrap text-muted-foreground">
        {rate.format(line.ratePercent)} %
      </td>
      <td className="py-1.5 text-end whitespace-nowrap tabular-nums">
        {sign} {chf.format(line.amountChf)}
      </td>
    </tr>
  );
  const totalRow = (key: string, label: string, amount: number, strong = false) => (
    <tr data-line={key} className={cn('border-t border-border', strong && 'text-lg')}>
      <th scope="row" className="py-1.5 pe-3 text-start font-semibold">
        {label}
      </th>
      <td />
      <td className="py-1.5 text-end font-semibold whitespace-nowrap tabular-nums">{chf.format(amount)}</td>
    </tr>
  );

  return (
    <section data-slot="net-pay-breakdown" className={cn('flex flex-col gap-3', className)} {...props}>
      {minimum?.below && (
        // Static content, not news: a note, not an alert read out whenever the detail shows.
        <Banner role="note" variant="warning" title={text.belowMinimumTitle} data-slot="net-pay-below-minimum">
          {text.belowMinimum(chf.format(minimum.minimumChf))}
        </Banner>
      )}
      <table aria-describedby={summaryId} className="w-full border-collapse text-sm">
        <caption className="pb-1 text-start text-base font-semibold">{text.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{text.columns.item}</th>
            <th scope="col">{text.columns.rate}</th>
            <th scope="col">{text.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          <tr data-line="base">
            <th scope="row" className="py-1.5 pe-3 text-start font-normal">
              {text.base}
            </th>
            <td />
            <td className="py-1.5 text-end whitespace-nowrap tabular-nums">{chf.format(estimate.baseChf)}</td>
          </tr>
          {estimate.supplements.map((line) => lineRow(line, '+'))}
          {totalRow('gross', text.gross, estimate.grossChf)}
          {estimate.deductions.map((line) => lineRow(line, '−'))}
          {totalRow('net', text.net, estimate.netChf, true)}
        </tbody>
      </table>
      <p id={summaryId} className="text-sm text-muted-foreground">
        {text.summary} {text.source(estimate.year)}
      </p>
      <div data-slot="net-pay-left-out" className="text-sm">
        <p>{text.leftOutIntro}</p>
        <ul className="ms-5 list-disc">
          {estimate.leftOut.map((item) => (
            <li key={item}>{text.leftOut[item]}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
