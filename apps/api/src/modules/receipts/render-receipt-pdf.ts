import type { UiLanguage } from '@selfcare/contracts';
import { receiptTextIn } from '@selfcare/contracts/messages/receipts';
import PDFDocument from 'pdfkit';
import { formatCalendarDate, formatPaidAt, formatRupees } from './format-receipt';
import type { Receipt, ReceiptMethod } from './receipt';
import { type Face, fontName, receiptFonts, scriptRuns } from './receipt-fonts';
import type { ReceiptSeller } from './seller-settings';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = PAGE.width - MARGIN;
/** Where the values of the details table start: the longest label (Tamil) fits before it. */
const VALUE_X = MARGIN + 170;
const INK = '#1b1f2a';
const MUTED = '#4a5163';
const RULE = '#c5cad6';

interface Style {
  face?: Face;
  size?: number;
  color?: string;
}

/**
 * Text on a receipt page: every string is cut into runs of one script (receipt-fonts.ts), each drawn in
 * its script's font, where fontkit shapes it (Sinhala and Tamil conjuncts, vowel signs that stand before
 * their consonant or around it). Each run carries its words as ActualText, so copying or extracting the
 * text gives them back in reading order rather than in the order the shaped glyphs stand.
 */
class ReceiptPage {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  width(text: string, style: Style = {}): number {
    return scriptRuns(text).reduce((sum, run) => sum + this.runWidth(run.text, run.script, style), 0);
  }

  /** One line of text on `baseline`, from `x` (or ending at `x` when aligned right). */
  line(text: string, x: number, baseline: number, style: Style = {}, align: 'left' | 'right' = 'left'): void {
    let at = align === 'right' ? x - this.width(text, style) : x;
    for (const run of scriptRuns(text)) {
      this.run(run.text, run.script, at, baseline, style);
      at += this.runWidth(run.text, run.script, style);
    }
  }

  /** Text wrapped at spaces to `width`, line under line; answers the baseline after the last line. */
  wrapped(text: string, x: number, baseline: number, width: number, style: Style = {}, leading = 15): number {
    let line = '';
    let at = baseline;
    for (const word of text.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && this.width(longer, style) > width) {
        this.line(line, x, at, style);
        at += leading;
        line = word;
      } else line = longer;
    }
    this.line(line, x, at, style);
    return at + leading;
  }

  rule(y: number): void {
    this.doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(RULE).stroke();
  }

  private runWidth(text: string, script: Parameters<typeof fontName>[0], style: Style): number {
    return this.doc
      .font(fontName(script, style.face ?? 'regular'))
      .fontSize(style.size ?? 10)
      .widthOfString(text);
  }

  private run(text: string, script: Parameters<typeof fontName>[0], x: number, baseline: number, style: Style) {
    const size = style.size ?? 10;
    const doc = this.doc
      .font(fontName(script, style.face ?? 'regular'))
      .fontSize(size)
      .fillColor(style.color ?? INK);
    doc.markContent('Span', { actual: text });
    doc.text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    // PDFKit draws each text in a graphics state of its own and restores the page's (flipped, fontless)
    // before the span ends; readers such as poppler place an ActualText with the state at its end, so
    // the span is closed in a state like the text's: the same transformation and font.
    const fontId = (doc as unknown as { _font: { id: string } })._font.id;
    doc.save();
    doc.transform(1, 0, 0, -1, 0, PAGE.height);
    doc.addContent(`/${fontId} ${size} Tf`);
    doc.endMarkedContent();
    doc.restore();
  }
}

/** How the payment was made, in the receipt's language. */
function methodText(method: ReceiptMethod, language: UiLanguage): string {
  switch (method.kind) {
    case 'card':
      return method.brand
        ? receiptTextIn(language, 'methodCard', { brand: method.brand, card: method.cardMask ?? '' }).trim()
        : receiptTextIn(language, 'methodCardNoBrand', { card: method.cardMask ?? '' }).trim();
    case 'operator':
      return receiptTextIn(language, 'methodOperator', { operator: method.operator });
    case 'bill':
      return receiptTextIn(language, 'methodBill');
  }
}

/** The details table: who paid, for what, for which period and how. */
function detailRows(receipt: Receipt, language: UiLanguage): [string, string][] {
  const text = (key: string) => receiptTextIn(language, key);
  const { connection, period } = receipt;
  const rows: [string, string][] = [
    [text('subscriber'), receipt.subscriber],
    [text('connection'), connection.number ? `${connection.name} (${connection.number})` : connection.name],
    [text('paymentType'), text(`paymentTypes.${receipt.paymentType}`)],
    [text('product'), receipt.product],
  ];
  if (period) {
    const range = {
      start: formatCalendarDate(period.start, language),
      end: formatCalendarDate(period.end, language),
    };
    rows.push([text('period'), receiptTextIn(language, 'periodRange', range)]);
  }
  rows.push([text('method'), methodText(receipt.method, language)]);
  return rows;
}

/** The figures, in the order they add up: price, discount, each tax, total. */
function amountRows(receipt: Receipt, language: UiLanguage): [string, string][] {
  const money = (amount: number) => formatRupees(amount, language);
  return [
    [receiptTextIn(language, 'price'), money(receipt.price)],
    [receiptTextIn(language, 'discount'), receipt.discount > 0 ? `- ${money(receipt.discount)}` : money(0)],
    ...receipt.taxes.map((tax): [string, string] => [tax.name ?? receiptTextIn(language, 'taxes'), money(tax.amount)]),
  ];
}

/**
 * A payment's receipt as a one-page A4 PDF in `language`, its Sinhala and Tamil shaped by fontkit and the
 * fonts embedded (subset to the glyphs used). Names from the catalogue and the tax table are printed as
 * they are; every other word comes from the receipts catalogue (contracts' messages/receipts.ts).
 */
export function renderReceiptPdf(receipt: Receipt, seller: ReceiptSeller, language: UiLanguage): Promise<Buffer> {
  const title = receiptTextIn(language, 'title');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font: every run names its own, and loading PDFKit's Helvetica would be wasted work.
    font: '',
    lang: language,
    displayTitle: true,
    info: { Title: `${title} ${receipt.referenceNo}`, Author: seller.name, Creator: 'Selfcare' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, bytes] of receiptFonts()) doc.registerFont(name, bytes);
  const page = new ReceiptPage(doc);
  const text = (key: string) => receiptTextIn(language, key);

  // The seller, left; the receipt's title, number and date, right.
  page.line(seller.name, MARGIN, 72, { face: 'bold', size: 13 });
  let y = 90;
  for (const addressLine of seller.address) {
    page.line(addressLine, MARGIN, y, { color: MUTED });
    y += 14;
  }
  page.line(`${text('taxRegistration')}: ${seller.taxRegistration}`, MARGIN, y, { color: MUTED });
  page.line(title, RIGHT, 74, { face: 'bold', size: 22 }, 'right');
  page.line(`${text('referenceNo')}: ${receipt.referenceNo}`, RIGHT, 98, {}, 'right');
  page.line(`${text('paidOn')}: ${formatPaidAt(receipt.paidAt, language)}`, RIGHT, 114, {}, 'right');

  y = Math.max(y, 114) + 22;
  page.rule(y);
  y += 26;
  for (const [label, value] of detailRows(receipt, language)) {
    page.line(label, MARGIN, y, { face: 'bold', color: MUTED });
    y = page.wrapped(value, VALUE_X, y, RIGHT - VALUE_X, { size: 11 }, 16) + 6;
  }

  y += 4;
  page.rule(y);
  y += 26;
  for (const [label, amount] of amountRows(receipt, language)) {
    page.line(label, MARGIN, y, { size: 11 });
    page.line(amount, RIGHT, y, { size: 11 }, 'right');
    y += 20;
  }
  page.rule(y - 8);
  y += 14;
  const total = formatRupees(receipt.total, language);
  const totalStyle = { face: 'bold', size: 12 } as const;
  page.line(total, RIGHT, y, totalStyle, 'right');
  const totalLabel = receipt.method.kind === 'bill' ? text('totalOnBill') : text('total');
  y = page.wrapped(totalLabel, MARGIN, y, RIGHT - MARGIN - page.width(total, totalStyle) - 24, totalStyle, 17);

  y += 24;
  page.line(text('currencyNote'), MARGIN, y, { color: MUTED });
  page.line(text('thanks'), MARGIN, y + 16, { color: MUTED });
  doc.end();
  return done;
}
