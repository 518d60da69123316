import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AGEING_LABELS, type InvoiceRow } from '@armada/domain';

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('en-US')}`;
/** The standard PDF fonts write Latin-1 only: anything else is replaced. */
const latin1 = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** An invoice as a one-page A4 PDF (more vehicles than fit are summed up in a last line). */
export async function invoicePdf(
  invoice: InvoiceRow,
  lines: { vehicle_name: string; vehicle_number: string | null; amount: number }[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(invoice.invoice_number);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const write = (text: string, x = 50, size = 10, face = font) =>
    page.drawText(latin1(text), { x, y, size, font: face });
  write('Armada - Invoice', 50, 18, bold);
  y -= 30;
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoice_number],
    ['Billing number', invoice.billing_number],
    ['Customer', invoice.organization_name],
    ['Plan', `${invoice.plan_code} - ${invoice.plan_name}`],
    ['Order date', invoice.order_date.slice(0, 10)],
    ['Due date', invoice.due_date],
    ['Payment method', invoice.payment_method === 'online' ? 'Online (Midtrans)' : 'Bank transfer'],
    ['Virtual account', invoice.virtual_account ?? '-'],
    ['Payment status', invoice.status_name],
    ['Debt ageing', `${invoice.ageing} (${AGEING_LABELS[invoice.ageing]})`],
  ];
  for (const [label, value] of facts) {
    write(label, 50, 10, bold);
    write(value, 180);
    y -= 16;
  }
  y -= 14;
  write('Vehicle', 50, 10, bold);
  write('Plate', 300, 10, bold);
  write('Amount', 450, 10, bold);
  y -= 16;
  const room = Math.floor((y - 80) / 14);
  const shown = lines.length > room ? lines.slice(0, room - 1) : lines;
  for (const line of shown) {
    write(line.vehicle_name.slice(0, 45), 50);
    write(line.vehicle_number ?? '-', 300);
    write(rupiah(line.amount), 450);
    y -= 14;
  }
  if (shown.length < lines.length) {
    write(`and ${lines.length - shown.length} more vehicles`, 50);
    y -= 14;
  }
  y -= 10;
  write('Total', 300, 12, bold);
  write(rupiah(invoice.amount), 450, 12, bold);
  return pdf.save();
}
