import type { PayslipsEmptyText } from '../payslips-empty';

export default {
  title: 'Ancora nessun conteggio del salario',
  description: 'Non appena avrà svolto il Suo primo impiego, troverà qui i Suoi conteggi del salario.',
} satisfies PayslipsEmptyText;
