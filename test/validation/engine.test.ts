// The engine facade and its pure parts: detection, SVRL mapping, input decoding, Factur-X and XRechnung specifics.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createValidationEngine, type ValidationEngine } from '../../src/validation/engine.js';
import { chooseRuleSet, type DocumentIdentity } from '../../src/validation/detect.js';
import { businessTerm, readablePath, severityOfFlag, toValidationRule, NOT_USED_RULE_ID } from '../../src/validation/rule-mapping.js';
import { hasDoctype } from '../../src/validation/xml-input.js';
import { suggestedRuleIds, suggestionFor } from '../../src/validation/suggestions.js';
import { BUILTIN_RULE_SETS, CII_NS, UBL_INVOICE_NS } from '../../rules/rule-sets.js';
import { buildRuleSets, defaultCacheDir } from '../../rules/build.js';
import { loadConfig } from '../../src/config.js';
import { sharedPath } from '../../src/shared-dir.js';
import { createNodeLoader } from '../../schematron/node.js';

const CORPUS = sharedPath('corpus');
const ciiExample = readFileSync(join(CORPUS, 'examples/cen-cii/CII_example1.xml'), 'utf8');

describe('format detection', () => {
  const ubl = (id: string | null): DocumentIdentity => ({ root: 'Invoice', namespace: UBL_INVOICE_NS, syntax: 'ubl', specificationId: id });
  const cii = (id: string | null): DocumentIdentity => ({ root: 'CrossIndustryInvoice', namespace: CII_NS, syntax: 'cii', specificationId: id });
  const pick = (identity: DocumentIdentity, hint?: string) => {
    const choice = chooseRuleSet(identity, BUILTIN_RULE_SETS, hint);
    return choice && [choice.ruleSet.id, choice.format];
  };

  it('reads the specification identifier', () => {
    expect(pick(ubl('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'))).toEqual(['peppol-bis-3-ubl', 'peppol_bis_3']);
    expect(pick(cii('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'))).toEqual(['xrechnung-3-cii', 'xrechnung']);
    expect(pick(cii('urn:factur-x.eu:1p0:minimum'))).toEqual(['facturx-minimum', 'facturx']);
    expect(pick(cii('urn:zugferd.de:2p0:basicwl'))).toEqual(['facturx-basic-wl', 'zugferd']);
    expect(pick(cii('urn:cen.eu:en16931:2017'))).toEqual(['en16931-cii', 'cii_d16b']);
  });

  it('lets a hint choose between formats that share an identifier', () => {
    expect(pick(cii('urn:cen.eu:en16931:2017'), 'facturx')).toEqual(['facturx-en16931', 'facturx']);
    expect(pick(ubl('urn:cen.eu:en16931:2017'), 'peppol_bis_3')).toEqual(['peppol-bis-3-ubl', 'peppol_bis_3']);
  });

  it('falls back to the EN 16931 core rules of the syntax, and to nothing for other roots', () => {
    expect(pick(ubl('urn:example:unknown'))).toEqual(['en16931-ubl', 'ubl_2_1']);
    expect(pick(cii(null))).toEqual(['en16931-cii', 'cii_d16b']);
    expect(pick(ubl(null), 'facturx')).toBeNull();
    expect(pick({ root: 'Order', namespace: 'urn:x', syntax: null, specificationId: null })).toBeNull();
  });
});

describe('SVRL mapping', () => {
  const finding = {
    kind: 'assert' as const,
    id: 'BR-CO-15',
    flag: 'fatal',
    role: null,
    location:
      '/Q{urn:oasis:names:specification:ubl:schema:xsd:Invoice-2}Invoice[1]/Q{urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2}LegalMonetaryTotal[1]',
    text: '[BR-CO-15]-Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).',
  };

  it('maps flags to severities, no flag meaning error', () => {
    expect(['fatal', 'error', 'warning', 'information', null].map(severityOfFlag)).toEqual(['error', 'error', 'warning', 'info', 'error']);
  });

  it('gives a prefixed XPath, the business term and the scenario level', () => {
    const rule = toValidationRule(finding, { customLevels: new Map([['BR-CO-15', 'info' as const]]) });
    expect(rule).toMatchObject({
      rule_id: 'BR-CO-15',
      severity: 'info',
      business_term: 'BT-112',
      location: '/ubl:Invoice[1]/cac:LegalMonetaryTotal[1]',
    });
    expect(readablePath('/Q{urn:other}x[1]/@currencyID')).toBe('/Q{urn:other}x[1]/@currencyID');
    expect(businessTerm('no term here')).toBeNull();
  });

  it('treats Factur-X "not used" reports as warnings only where the rule set says so', () => {
    const report = {
      kind: 'report' as const,
      id: null,
      flag: null,
      role: null,
      location: '/x',
      text: "Attribute @schemeID' marked as not used in the given context.",
    };
    expect(toValidationRule(report, { notUsedReportsAreWarnings: true })).toMatchObject({ rule_id: NOT_USED_RULE_ID, severity: 'warning' });
    expect(toValidationRule(report).severity).toBe('error');
  });
});

describe('suggestions', () => {
  it('cover at least 50 rules, each an id that exists in the installed Schematron', () => {
    const artefacts = loadConfig().artefactsDir;
    const sources = [
      'en16931/ubl/preprocessed/EN16931-UBL-validation-preprocessed.sch',
      'en16931/cii/preprocessed/EN16931-CII-validation-preprocessed.sch',
      'peppol-bis-3/PEPPOL-EN16931-UBL.sch',
      'xrechnung-3.0.2/ubl/XRechnung-UBL-validation.sch',
    ]
      .map((p) => readFileSync(join(artefacts, p), 'utf8'))
      .join('\n');
    const ids = suggestedRuleIds();
    expect(ids.length).toBeGreaterThanOrEqual(50);
    expect(ids.filter((id) => !sources.includes(`id="${id}"`))).toEqual([]);
    expect(suggestionFor('NO-SUCH-RULE')).toBeNull();
  });
});

describe('input gate', () => {
  it('finds a DOCTYPE after the declaration and comments, not inside the document', () => {
    expect(hasDoctype('<?xml version="1.0"?>\n<!-- x --><!DOCTYPE a><a/>')).toBe(true);
    expect(hasDoctype('<a><![CDATA[<!DOCTYPE a>]]></a>')).toBe(false);
  });
});

describe('engine on the shared artefacts', () => {
  let engine: ValidationEngine;

  beforeAll(async () => {
    const { artefactsDir } = loadConfig();
    await buildRuleSets(artefactsDir, defaultCacheDir(), ['en16931-cii', 'facturx-minimum', 'xrechnung-3-cii']);
    engine = createValidationEngine({ artefactsDir, loader: createNodeLoader(defaultCacheDir()) });
  });

  it('decodes UTF-16 bytes with a BOM and refuses invalid UTF-8 bytes', async () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(Buffer.from(ciiExample.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le')),
    ]);
    expect((await engine.validate({ xml: utf16 })).is_valid).toBe(true);
    const bytes = new TextEncoder().encode(ciiExample);
    const broken = new Uint8Array([...bytes.slice(0, 200), 0xc3, 0x28, ...bytes.slice(200)]);
    const result = await engine.validate({ xml: broken });
    expect(result.rules.map((r) => r.rule_id)).toEqual(['XML-WELLFORMED']);
    expect(result.format_detected).toBe('unknown');
  });

  it('keeps Factur-X "not used" reports as warnings that do not invalidate the business rules', async () => {
    const minimum = ciiExample.replace(/(<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*/, '$1urn:factur-x.eu:1p0:minimum');
    const result = await engine.validate({ xml: minimum });
    expect(result.rule_set?.id).toBe('facturx-minimum');
    const notUsed = result.rules.filter((r) => r.rule_id === NOT_USED_RULE_ID);
    expect(notUsed.length).toBeGreaterThan(0);
    expect(notUsed.every((r) => r.severity === 'warning')).toBe(true);
    expect(result.warning_count).toBeGreaterThanOrEqual(notUsed.length);
  });

  it('re-levels rules with the XRechnung scenario of the document (BR-CL-21: warning in the CIUS, information in the extension)', async () => {
    const extensionId =
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0';
    const example2 = readFileSync(join(CORPUS, 'examples/cen-cii/CII_example2.xml'), 'utf8');
    const withBadScheme = (id: string) =>
      example2
        .replace(/(<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*/, `$1${id}`)
        .replace(/<ram:GlobalID schemeID="[^"]*"/, '<ram:GlobalID schemeID="XR01"');
    const cius = await engine.validate({ xml: withBadScheme('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0') });
    const extension = await engine.validate({ xml: withBadScheme(extensionId) });
    expect(cius.rule_set?.scenario).toBe('EN16931 XRechnung (CII)');
    expect(extension.rule_set?.scenario).toBe('EN16931 XRechnung Extension (CII)');
    // The item standard identifier's scheme (BT-157) is fatal in CEN's rules; KoSIT re-levels it.
    expect(cius.rules.find((r) => r.rule_id === 'BR-CL-21')?.severity).toBe('warning');
    expect(extension.rules.find((r) => r.rule_id === 'BR-CL-21')?.severity).toBe('info');
    const plain = await engine.validate({ xml: withBadScheme('urn:cen.eu:en16931:2017') });
    expect(plain.rules.find((r) => r.rule_id === 'BR-CL-21')?.severity).toBe('error');
  });

  it('reports which rule sets are installed', async () => {
    const status = await engine.status();
    expect(status.map((s) => s.id)).toEqual(
      expect.arrayContaining(['en16931-ubl', 'peppol-bis-3-cii', 'xrechnung-3-ubl', 'facturx-extended', 'ubl-2.1']),
    );
    expect(status.every((s) => s.installed && s.missing.length === 0)).toBe(true);
    const bare = await createValidationEngine({ artefactsDir: '/nonexistent', loader: createNodeLoader(defaultCacheDir()) }).status();
    expect(bare.every((s) => !s.installed && s.missing.length > 0)).toBe(true);
  });
});
