// The rendered invoice, format-neutral: every text already translated and formatted, grouped where a reader
// looks for it (title and facts, seller and buyer, delivery, the lines table, allowances and charges, the VAT
// breakdown, the totals, payment, notes). The HTML writer and the PDF page layout only place these texts.
// Every field the invoice holds that no group names is shown under "other details" (line fields under the
// line), labelled with its business term's name from the invoice schema, so new fields appear unchanged.
import Big from 'big.js';
import { dictionaryFor, type CodeList, type Dictionary } from './dictionary.js';
import { termName } from '../en16931/business-terms.js';
import { fieldTerm } from './field-terms.js';
import { formatterFor, type Formatter } from './format.js';
import { languageOfCountry, type Language } from './languages.js';
import type { RenderSource } from './source.js';

/** A label and its value; `bt` is the business term, shown when the caller asks for term ids. */
export interface ViewField {
  label: string;
  value: string;
  bt?: string;
  strong?: boolean;
}

export interface ViewParty {
  heading: string;
  /** The name, shown first and bold. */
  name: string;
  /** Address lines, without labels. */
  address: string[];
  fields: ViewField[];
}

export interface ViewLine {
  id: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vat: string;
  net: string;
  /** The net amount as a decimal string, for page subtotals; null when it is no decimal. */
  netDecimal: string | null;
  /** Smaller rows under the description: note, classification, allowances, every other line field. */
  details: ViewField[];
}

export type ColumnKey = 'id' | 'description' | 'quantity' | 'unit' | 'unitPrice' | 'vat' | 'net';

export interface ViewColumn {
  key: ColumnKey;
  title: string;
  align: 'left' | 'right';
}

export interface InvoiceView {
  language: Language;
  locale: string;
  showTerms: boolean;
  title: string;
  facts: ViewField[];
  seller: ViewParty;
  buyer: ViewParty;
  delivery: ViewParty | null;
  currency: string;
  columns: ViewColumn[];
  lines: ViewLine[];
  allowanceCharges: ViewField[];
  vatHeading: { title: string; category: string; taxable: string; tax: string };
  vatRows: Array<{ label: string; taxable: string; tax: string }>;
  totals: ViewField[];
  payment: ViewField[];
  notes: string[];
  other: ViewField[];
  /** Headings and page texts the writers need. */
  text: {
    lines: string;
    allowanceCharges: string;
    totals: string;
    payment: string;
    notes: string;
    other: string;
    carriedOver: string;
    pageSubtotal: string;
    page: (page: number, count: number) => string;
  };
  footer: string;
  /** A money formatter in this view's language and currency, for page subtotals. */
  money: (value: string) => string;
}

export interface ViewOptions {
  /** The language; the seller country's language when absent. */
  language?: Language;
  /** Show each value's business term id (BT-…), as KoSIT's view does. */
  showTerms?: boolean;
  /** Field paths (dot notation, `*` for every list item) not to show, e.g. what a document did not carry. */
  omit?: readonly string[];
}

type Node = Record<string, unknown>;

/** Text of a scalar; numbers (decimals sent as JSON numbers) become their decimal text. */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return undefined;
}

function removePath(node: unknown, parts: string[]): void {
  if (!node || typeof node !== 'object') return;
  const [head, ...rest] = parts;
  if (head === undefined) return;
  if (head === '*') {
    if (Array.isArray(node)) for (const item of node) removePath(item, rest);
    return;
  }
  const record = node as Node;
  if (rest.length === 0) delete record[head];
  else removePath(record[head], rest);
}

/** Reads fields by path and remembers which were read; the rest go to "other details". */
class FieldReader {
  /** The keys read, per object that holds them: cheaper than a set of full paths, and the same test. */
  private readonly read: WeakMap<object, Set<string>>;

  constructor(
    private readonly root: unknown,
    read?: WeakMap<object, Set<string>>,
  ) {
    this.read = read ?? new WeakMap();
  }

  raw(path: string): unknown {
    let node: unknown = this.root;
    let start = 0;
    for (;;) {
      if (!node || typeof node !== 'object') return undefined;
      const dot = path.indexOf('.', start);
      const key = dot < 0 ? path.slice(start) : path.slice(start, dot);
      if (dot < 0) {
        let keys = this.read.get(node);
        if (!keys) this.read.set(node, (keys = new Set()));
        keys.add(key);
        return (node as Node)[key];
      }
      node = (node as Node)[key];
      start = dot + 1;
    }
  }

  text(path: string): string | undefined {
    return textOf(this.raw(path));
  }

  /** A reader of the object at `path` (a line), marking what it reads in the same record. */
  at(path: string): FieldReader {
    let node: unknown = this.root;
    for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Node)[part] : undefined;
    return new FieldReader(node, this.read);
  }

  /** Whether `key` of `holder` has been read. */
  wasRead(holder: object, key: string): boolean {
    return this.read.get(holder)?.has(key) ?? false;
  }
}

/** A decimal string when the value is one (numbers from JSON included), else null. */
function decimalOf(value: unknown): string | null {
  const text = textOf(value);
  if (text === undefined) return null;
  try {
    return new Big(text).toFixed();
  } catch {
    return null;
  }
}

function negate(value: string): string {
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

class ViewBuilder {
  readonly d: Dictionary;
  readonly f: Formatter;
  readonly r: FieldReader;
  readonly currency: string;

  constructor(
    readonly source: RenderSource,
    invoice: Node,
    readonly language: Language,
    readonly showTerms: boolean,
  ) {
    this.d = dictionaryFor(language);
    this.f = formatterFor(language);
    this.r = new FieldReader(invoice);
    this.currency = this.r.text('currency_code') ?? '';
  }

  field(label: string, value: string | undefined, bt?: string, strong?: boolean): ViewField | null {
    if (value === undefined || value === '') return null;
    return { label, value, ...(this.showTerms && bt ? { bt } : {}), ...(strong ? { strong } : {}) };
  }

  /** "58 – SEPA credit transfer": the name of a code, with the code when the name is known. */
  coded(list: CodeList, code: string | undefined): string | undefined {
    if (code === undefined) return undefined;
    const name = this.d.code(list, code);
    return name ? name : code;
  }

  money(value: unknown): string {
    const text = textOf(value);
    return text === undefined ? '' : this.f.money(text, this.currency);
  }

  party(role: 'seller' | 'buyer', heading: string): ViewParty {
    const r = this.r;
    const p = (name: string) => `${role}.${name}`;
    const bt = (path: string) => fieldTerm(path)?.bt ?? undefined;
    const fields: Array<ViewField | null> = [];
    const vat = r.text(p('vat_id'));
    fields.push(this.field(this.d.label('vat_id'), vat, bt(p('vat_id'))));
    fields.push(this.field(this.d.label('tax_number'), r.text(p('tax_registration_id')), bt(p('tax_registration_id'))));
    fields.push(this.field(this.d.label('registration'), r.text(p('legal_registration_id')), bt(p('legal_registration_id'))));
    const id = r.text(p('identifier'));
    const idScheme = r.text(p('identifier_scheme'));
    fields.push(this.field(this.d.label('identifier'), id && (idScheme ? `${id} (${this.schemeName('icd', idScheme)})` : id), bt(p('identifier'))));
    const eaId = r.text(p('electronic_address.id'));
    const eaScheme = r.text(p('electronic_address.scheme'));
    fields.push(
      this.field(
        this.d.label('electronic_address'),
        eaId && (eaScheme ? `${eaId} (${this.schemeName('eas', eaScheme)})` : eaId),
        bt(p('electronic_address.id')),
      ),
    );
    fields.push(this.field(this.d.label('contact'), r.text(p('contact.name')), bt(p('contact.name'))));
    fields.push(this.field(this.d.label('phone'), r.text(p('contact.phone')), bt(p('contact.phone'))));
    fields.push(this.field(this.d.label('email'), r.text(p('contact.email')), bt(p('contact.email'))));
    return { heading, name: r.text(p('name')) ?? '', address: this.address(p('address')), fields: fields.filter((x): x is ViewField => x !== null) };
  }

  /** "0088 GLN": EAS and ICD names are long, so the code stays beside a short name. */
  schemeName(list: 'eas' | 'icd', code: string): string {
    const name = this.d.code(list, code);
    if (!name) return code;
    const short = name.length > 40 ? `${name.slice(0, 38)}…` : name;
    return `${code} ${short}`;
  }

  address(path: string): string[] {
    const r = this.r;
    const a = (name: string) => r.text(`${path}.${name}`);
    const cityLine = [a('postal_code'), a('city')].filter(Boolean).join(' ');
    const regionLine = [a('country_subdivision'), this.f.country(a('country_code'))].filter(Boolean).join(', ');
    return [a('street'), a('street2'), a('street3'), cityLine, regionLine].filter((s): s is string => Boolean(s));
  }
}

/** Business term of a field path, when the schema names one. */
const btOf = (path: string) => fieldTerm(path)?.bt ?? undefined;

export function buildView(source: RenderSource, options: ViewOptions = {}): InvoiceView {
  // Only a view that leaves fields off needs its own copy to remove them from; reading never changes the invoice.
  const omit = options.omit ?? [];
  const invoice = (omit.length > 0 ? structuredClone(source.invoice) : source.invoice) as Node;
  for (const path of omit) removePath(invoice, path.split('.'));
  const sellerCountry = textOf((invoice.seller as Node | undefined)?.address && ((invoice.seller as Node).address as Node).country_code);
  const language = options.language ?? languageOfCountry(sellerCountry);
  const showTerms = options.showTerms ?? false;
  const b = new ViewBuilder(source, invoice, language, showTerms);
  const { d, f, r } = b;

  // Title and facts.
  const typeCode = r.text('type_code') ?? '380';
  const isCreditNote = ['381', '261', '262', '296', '308', '396', '420', '458', '532'].includes(typeCode);
  const title = d.label(isCreditNote ? 'credit_note' : 'invoice');
  const facts = [
    b.field(d.label('number'), r.text('invoice_number'), btOf('invoice_number')),
    b.field(d.label('issue_date'), f.date(r.text('issue_date')), btOf('issue_date')),
    b.field(d.label('due_date'), f.date(r.text('due_date')), btOf('due_date')),
    b.field(d.label('tax_point_date'), f.date(r.text('tax_point_date')), btOf('tax_point_date')),
  ];
  const labelled = source.carried?.find((c) => c.invoice_field === 'buyer_reference' && c.label);
  const buyerReference = r.text('buyer_reference');
  if (buyerReference) facts.push(b.field(labelled?.value === buyerReference ? labelled.label! : d.label('buyer_reference'), buyerReference, 'BT-10'));
  else if (labelled) facts.push(b.field(labelled.label!, labelled.value, 'BT-10'));
  facts.push(
    b.field(d.label('order_reference'), r.text('purchase_order_reference'), btOf('purchase_order_reference')),
    b.field(d.label('contract_reference'), r.text('contract_reference'), btOf('contract_reference')),
    b.field(d.label('project_reference'), r.text('project_reference'), btOf('project_reference')),
    b.field(d.label('preceding_invoice'), r.text('preceding_invoice_reference'), btOf('preceding_invoice_reference')),
    b.field(d.label('type'), b.coded('untdid-1001', typeCode), 'BT-3'),
    b.field(d.label('currency'), b.currency || undefined, 'BT-5'),
  );

  const seller = b.party('seller', d.label('seller'));
  const buyer = b.party('buyer', d.label('buyer'));
  const deliveryDate = r.text('delivery.date');
  const deliveryName = r.text('delivery.location.name');
  const deliveryAddress = b.address('delivery.location.address');
  const delivery: ViewParty | null =
    deliveryDate || deliveryName || deliveryAddress.length > 0
      ? {
          heading: d.label('delivery'),
          name: deliveryName ?? '',
          address: deliveryAddress,
          fields: [b.field(d.label('delivery_date'), f.date(deliveryDate), btOf('delivery.date'))].filter((x): x is ViewField => x !== null),
        }
      : null;

  // Lines.
  const columns: ViewColumn[] = [
    { key: 'id', title: d.label('line_id'), align: 'left' },
    { key: 'description', title: d.label('description'), align: 'left' },
    { key: 'quantity', title: d.label('quantity'), align: 'right' },
    { key: 'unit', title: d.label('unit'), align: 'left' },
    { key: 'unitPrice', title: d.label('unit_price'), align: 'right' },
    { key: 'vat', title: d.label('vat'), align: 'right' },
    { key: 'net', title: d.label('net_amount'), align: 'right' },
  ];
  const vatLabel = (category: string | undefined, rate: string | undefined | null) =>
    [category, rate === undefined || rate === null ? '' : f.percent(rate)].filter(Boolean).join(' ');
  const rawLines = Array.isArray(invoice.lines) ? (invoice.lines as unknown[]) : [];
  const lines: ViewLine[] = rawLines.map((_, i) => {
    const p = (name: string) => `lines.${i}.${name}`;
    const line = r.at(`lines.${i}`);
    const details: Array<ViewField | null> = [];
    const note = line.text('note');
    if (note) details.push({ label: '', value: note, ...(showTerms ? { bt: 'BT-127' } : {}) });
    const classCode = line.text('item_classification.code');
    const classScheme = line.text('item_classification.scheme');
    details.push(b.field(d.label('classification'), classCode && [classScheme, classCode].filter(Boolean).join(' '), 'BT-158'));
    details.push(b.field(d.label('order_line'), line.text('order_line_reference'), btOf(p('order_line_reference'))));
    details.push(b.field(d.label('allowance'), line.text('allowance_amount') && b.money(negate(line.text('allowance_amount')!)), 'BT-136'));
    details.push(b.field(d.label('charge'), line.text('charge_amount') && b.money(line.text('charge_amount')), 'BT-141'));
    const exemption = [line.text('vat_exemption_reason'), line.text('vat_exemption_reason_code')];
    void exemption; // shown once per VAT group in the breakdown
    const unitCode = line.text('unit');
    const net = line.raw('net_amount');
    return {
      id: line.text('id') ?? String(i + 1),
      description: line.text('description') ?? '',
      quantity: f.quantity(line.text('quantity')),
      unit: unitCode ? (b.coded('rec20', unitCode) ?? unitCode) : '',
      unitPrice: f.price(line.text('unit_price'), b.currency),
      vat: vatLabel(line.text('vat_category'), line.text('vat_rate')),
      net: b.money(net),
      netDecimal: decimalOf(net),
      details: details.filter((x): x is ViewField => x !== null),
    };
  });

  // Document-level allowances and charges.
  const rawAllowances = Array.isArray(invoice.allowances) ? (invoice.allowances as unknown[]) : [];
  const allowanceCharges: ViewField[] = rawAllowances.map((_, i) => {
    const p = (name: string) => `allowances.${i}.${name}`;
    const isCharge = r.raw(p('is_charge')) === true;
    const reasonCode = r.text(p('reason_code'));
    const reason = r.text(p('reason')) ?? (reasonCode ? b.coded(isCharge ? 'untdid-7161' : 'untdid-5189', reasonCode) : undefined);
    const amount = r.text(p('amount'));
    const vat = vatLabel(r.text(p('vat_category')), r.text(p('vat_rate')));
    r.raw(p('vat_exemption_reason'));
    r.raw(p('vat_exemption_reason_code'));
    return {
      label: `${d.label(isCharge ? 'charge' : 'allowance')}${reason ? `: ${reason}` : ''} (${d.label('vat')} ${vat})`,
      value: amount === undefined ? '' : b.money(isCharge ? amount : negate(amount)),
      ...(showTerms ? { bt: isCharge ? 'BT-99' : 'BT-92' } : {}),
    };
  });

  // VAT breakdown: category by name, rate, exemption reason by name.
  const vatRows = source.vatBreakdown.map((g) => {
    const category = b.coded('untdid-5305', g.category) ?? g.category;
    const exemption = g.exemptionReasonCode ? (b.d.code('vatex', g.exemptionReasonCode) ?? g.exemptionReason) : g.exemptionReason;
    const parts = [`${category} (${g.category})`, g.rate === null ? '' : f.percent(g.rate), exemption ? `– ${exemption}` : ''];
    return { label: parts.filter(Boolean).join(' '), taxable: b.money(g.taxable), tax: b.money(g.tax) };
  });
  for (const path of ['lines', 'allowances']) {
    for (let i = 0; i < (path === 'lines' ? rawLines : rawAllowances).length; i++) {
      r.raw(`${path}.${i}.vat_exemption_reason`);
      r.raw(`${path}.${i}.vat_exemption_reason_code`);
    }
  }

  // Totals.
  const t = source.totals;
  const nonZero = (v: string | null) => v !== null && decimalOf(v) !== null && decimalOf(v) !== '0';
  const hasAllowance = rawAllowances.some((_, i) => r.raw(`allowances.${i}.is_charge`) !== true);
  const hasCharge = rawAllowances.some((_, i) => r.raw(`allowances.${i}.is_charge`) === true);
  const accountingCurrency = r.text('vat_accounting_currency');
  r.raw('vat_total_in_accounting_currency');
  const totals = [
    b.field(d.label('line_total'), t.lineNetTotal === null ? undefined : b.money(t.lineNetTotal), 'BT-106'),
    hasAllowance || nonZero(t.allowanceTotal) ? b.field(d.label('allowances_total'), b.money(t.allowanceTotal), 'BT-107') : null,
    hasCharge || nonZero(t.chargeTotal) ? b.field(d.label('charges_total'), b.money(t.chargeTotal), 'BT-108') : null,
    b.field(d.label('total_without_vat'), b.money(t.taxExclusive), 'BT-109'),
    b.field(d.label('vat_total'), b.money(t.vatTotal), 'BT-110'),
    accountingCurrency && accountingCurrency !== b.currency && t.vatTotalInAccountingCurrency !== null
      ? b.field(d.label('vat_in_currency', { currency: accountingCurrency }), f.money(t.vatTotalInAccountingCurrency, accountingCurrency), 'BT-111')
      : null,
    b.field(d.label('total_with_vat'), b.money(t.taxInclusive), 'BT-112'),
    nonZero(t.prepaid) ? b.field(d.label('prepaid'), b.money(t.prepaid), 'BT-113') : null,
    nonZero(t.rounding) ? b.field(d.label('rounding'), b.money(t.rounding), 'BT-114') : null,
    b.field(d.label('amount_due'), b.money(t.payable), 'BT-115', true),
  ].filter((x): x is ViewField => x !== null);

  // Payment.
  const meansCode = r.text('payment.means_code');
  const meansText = r.text('payment.means_text');
  const meansName = meansCode ? b.coded('untdid-4461', meansCode) : undefined;
  const payment = [
    b.field(
      d.label('payment_means'),
      [meansName, meansText && meansText !== meansName ? `(${meansText})` : ''].filter(Boolean).join(' ') || meansText,
      'BT-81',
    ),
    b.field(d.label('payment_terms'), r.text('payment.terms'), 'BT-20'),
    b.field(d.label('payment_reference'), r.text('payment.payment_id'), 'BT-83'),
    b.field(d.label('iban'), r.text('payment.bank_account.iban'), 'BT-84'),
    b.field(d.label('bic'), r.text('payment.bank_account.bic'), 'BT-86'),
    b.field(d.label('account_holder'), r.text('payment.bank_account.account_name'), 'BT-85'),
    b.field(d.label('bank'), r.text('payment.bank_account.bank_name')),
    b.field(d.label('due_date'), f.date(r.text('due_date')), 'BT-9'),
  ].filter((x): x is ViewField => x !== null);

  const notes = [r.text('note')].filter((x): x is string => Boolean(x));

  // Everything else the invoice holds: at the line for line fields, in "other details" for the rest.
  const carriedFrom = new Set((source.carried ?? []).map((c) => c.from));
  const other: ViewField[] = [];
  const leaves = (holder: object, key: string, path: string, visit: (path: string, value: string) => void) => {
    const node = (holder as Node)[key];
    if (node === undefined || node === null) return;
    if (typeof node === 'object') {
      for (const k of Object.keys(node)) leaves(node, k, path ? `${path}.${k}` : k, visit);
      return;
    }
    const text = textOf(node);
    if (text !== undefined && !r.wasRead(holder, key)) visit(path, text);
  };
  leaves({ invoice }, 'invoice', '', (path, rawValue) => {
    if (carriedFrom.has(path)) return;
    // An embedded file is named by its filename beside it; its base64 bytes are nothing a person reads.
    const value = /\.content_base64$/.test(path) ? `${Math.ceil((rawValue.length * 3) / 4 / 1024)} KiB` : clipped(rawValue);
    const line = /^lines\.(\d+)\.(.+)$/.exec(path);
    const entry = genericField(b, path, value);
    if (line) lines[Number(line[1])]?.details.push(entry);
    else other.push(entry);
  });

  // What a received document holds beyond the canonical invoice: labelled by its business term, else by its element.
  for (const loss of source.beyondModel ?? []) {
    // An attribute (a scheme id) qualifies a value shown elsewhere; alone it says nothing to a reader.
    if (/\/@[\w:-]+$/.test(loss.xpath)) continue;
    const element =
      loss.xpath
        .split('/')
        .pop()
        ?.replace(/^[\w-]+:/, '')
        .replace(/\[\d+\]$/, '') ?? loss.xpath;
    const label = (loss.business_term ? d.term(loss.business_term) : undefined) ?? element;
    const value = /^\d{4}-\d{2}-\d{2}$/.test(loss.value) ? f.date(loss.value) : /Amount$/.test(element) ? b.money(loss.value) : loss.value;
    other.push({ label, value, ...(showTerms && loss.business_term ? { bt: loss.business_term } : {}) });
  }

  const number = r.text('invoice_number') ?? '';
  return {
    language,
    locale: f.locale,
    showTerms,
    title,
    facts: facts.filter((x): x is ViewField => x !== null),
    seller,
    buyer,
    delivery,
    currency: b.currency,
    columns,
    lines,
    allowanceCharges,
    vatHeading: {
      title: d.label('vat_breakdown'),
      category: d.label('vat_category'),
      taxable: d.label('taxable_amount'),
      tax: d.label('vat_amount'),
    },
    vatRows,
    totals,
    payment,
    notes,
    other,
    text: {
      lines: d.label('lines'),
      allowanceCharges: d.label('allowances_charges'),
      totals: d.label('totals'),
      payment: d.label('payment'),
      notes: d.label('notes'),
      other: d.label('other_details'),
      carriedOver: d.label('carried_over'),
      pageSubtotal: d.label('page_subtotal'),
      page: (page, count) => d.label('page', { page, count }),
    },
    footer: [title, number, seller.name].filter(Boolean).join(' · '),
    money: (value) => f.money(value, b.currency),
  };
}

/** A field no group names: labelled by its business term in the view's language, else by the schema's words. */
/** Longest value shown as it is; a longer one is cut with an ellipsis (the document itself keeps it whole). */
const MAX_SHOWN_CHARS = 1_000;
const clipped = (value: string) => (value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value);

function genericField(b: ViewBuilder, path: string, value: string): ViewField {
  const term = fieldTerm(path);
  // An allowance and a charge share one description ("… (BT-93) or charge base amount (BT-100)"): a charge's
  // field holds the term named after "charge".
  const owner = /^((?:lines\.\d+\.)?allowances\.\d+)\.[^.]+$/.exec(path)?.[1];
  const chargeTerm =
    owner && b.r.raw(`${owner}.is_charge`) === true ? /\bcharge\b[^()]*\((B[TG]-\d+)/i.exec(term?.description ?? '')?.[1] : undefined;
  const bt = chargeTerm ?? term?.bt ?? undefined;
  // A term the language files do not name yet is shown by its name in the norm (English).
  const named = bt ? (b.d.term(bt) ?? (bt.startsWith('BT') ? termName(bt) : undefined)) : undefined;
  const segments = path.split('.').filter((s) => !/^\d+$/.test(s));
  const key = segments.at(-1) ?? path;
  // Without a term: the field's path in words, within its line or extension ("invoicing_period.start_date" → "Invoicing period start date").
  const words = segments.filter((s, i) => !(i === 0 && ['lines', 'allowances', 'country_extensions'].includes(s))).join(' ');
  const fromSchema = term?.description
    ? term.description
        .split(/[.:(]/)[0]!
        .replace(/\s*\b(seller|buyer)\s+B[TG]-\d+.*$/i, '')
        .trim()
    : '';
  const label = named ?? (fromSchema || words.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()));
  const shown = /(^|_)(date)$/.test(key)
    ? b.f.date(value)
    : /(^|_)country(_code)?$/.test(key)
      ? b.f.country(value)
      : /(^|_)amount$/.test(key)
        ? b.money(value)
        : value;
  return { label, value: shown, ...(b.showTerms && bt ? { bt } : {}) };
}
