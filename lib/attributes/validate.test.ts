import { zodResolver } from '@hookform/resolvers/zod';
import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import type { AttributeDefinition, AttributeGroup, AttributeType } from './types';
import {
  activeAttributes,
  ATTRIBUTE_ERROR_KEYS,
  attributeIssues,
  attributeValuesSchema,
  isAttributeActive,
  pruneAttributeValues,
  type AttributeErrorKey,
} from './validate';

const label = { fr: 'l', en: 'l', de: 'l', es: 'l' };
const options = (...values: string[]) => values.map((value) => ({ _id: `opt-${value}`, value, label }));

function attr(identifier: string, type: AttributeType, extra: Partial<AttributeDefinition> = {}): AttributeDefinition {
  const base = { id: `id-${identifier}`, identifier, type, label, helperLabel: label, isRequired: false, metadata: {} };
  return { ...base, parentId: null, parentValue: [], ...extra };
}
const group = (identifier: string, attributes: AttributeDefinition[]): AttributeGroup => ({
  id: `g-${identifier}`,
  identifier,
  name: label,
  description: label,
  attributes,
});

/** Shaped like the seeded hem service: a radio switches on a textArea, which switches on a grandchild. */
const hem = group('hem', [
  attr('shorten_by', 'number', { isRequired: true, metadata: { min: 0.5, max: 30 } }),
  attr('hem_style', 'radio', { isRequired: true, metadata: { options: options('standard', 'invisible', 'original') } }),
  attr('original_notes', 'textArea', { isRequired: true, metadata: { maxLength: 20 }, parentId: 'id-hem_style', parentValue: ['original'] }),
  attr('keep_wear', 'checkbox', { parentId: 'id-original_notes', parentValue: [] }),
  attr('pinned', 'checkbox'),
]);
const damage = group('damage', [
  attr('areas', 'multiSelect', { isRequired: true, metadata: { options: options('sleeve', 'elbow', 'knee') } }),
  attr('elbow_patch', 'select', { parentId: 'id-areas', parentValue: ['elbow'], metadata: { options: options('suede', 'none') } }),
  attr('noticed_on', 'date'),
  attr('photo', 'file'),
  attr('consent', 'checkbox', { isRequired: true }),
  attr('note', 'text'),
]);

/** key(params) so tests can read which rule fired. */
const keyTranslate = (key: AttributeErrorKey, params?: Record<string, string | number>) => (params ? `${key}${JSON.stringify(params)}` : key);
const schemaFor = (groups: AttributeGroup[], isKnownFileKey?: (k: string) => boolean) =>
  attributeValuesSchema(groups, { translate: keyTranslate, isKnownFileKey });
const errors = (groups: AttributeGroup[], values: Record<string, string>, isKnownFileKey?: (k: string) => boolean) => {
  const result = schemaFor(groups, isKnownFileKey).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const validHem = { shorten_by: '3', hem_style: 'standard' };
const validDamage = { areas: 'sleeve', consent: 'true' };

describe('attribute rules', () => {
  it('accepts valid values and reports missing required ones', () => {
    expect(errors([hem], validHem)).toEqual({});
    expect(errors([hem], {})).toEqual({ shorten_by: 'required', hem_style: 'required' });
    expect(errors([hem], { shorten_by: ' ', hem_style: '' })).toEqual({ shorten_by: 'required', hem_style: 'required' });
  });

  it('applies children only while the parent has a switching value, required-ness included', () => {
    expect(errors([hem], { ...validHem, original_notes: 'keep it' })).toEqual({ original_notes: 'inactive' });
    expect(errors([hem], { ...validHem, hem_style: 'original' })).toEqual({ original_notes: 'required' });
    expect(errors([hem], { ...validHem, hem_style: 'original', original_notes: 'keep', keep_wear: 'true' })).toEqual({});
    // A grandchild is inactive as soon as its parent is.
    expect(errors([hem], { ...validHem, keep_wear: 'true' })).toEqual({ keep_wear: 'inactive' });
    expect(isAttributeActive(hem.attributes[3]!, { hem_style: 'standard', original_notes: 'x' }, hem)).toBe(false);
    const shown = activeAttributes(hem, { hem_style: 'original' }).map((a) => a.identifier);
    expect(shown).toEqual(['shorten_by', 'hem_style', 'original_notes', 'pinned']);
  });

  it('a multiSelect parent switches a child on when any of its values matches', () => {
    expect(errors([damage], { ...validDamage, areas: 'sleeve,elbow', elbow_patch: 'suede' })).toEqual({});
    expect(errors([damage], { ...validDamage, areas: 'sleeve,knee', elbow_patch: 'suede' })).toEqual({ elbow_patch: 'inactive' });
  });

  it('refuses unknown identifiers, including prototype names', () => {
    expect(errors([hem], { ...validHem, colour: 'red' })).toEqual({ colour: 'unknown' });
    expect(errors([hem], { ...validHem, constructor: 'x', toString: 'y' })).toEqual({ constructor: 'unknown', toString: 'unknown' });
    expect(attributeIssues([hem], JSON.parse('{"__proto__": "x", "shorten_by": "3", "hem_style": "standard"}'))).toEqual([
      { identifier: '__proto__', key: 'unknown' },
    ]);
  });

  it('checks each type', () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ shorten_by: '0.4' }, { shorten_by: 'tooSmall{"min":0.5}' }],
      [{ shorten_by: '30.5' }, { shorten_by: 'tooLarge{"max":30}' }],
      [{ shorten_by: '30' }, {}],
      [{ shorten_by: '1e1' }, { shorten_by: 'notANumber' }],
      [{ shorten_by: '2,5' }, { shorten_by: 'notANumber' }],
      [{ hem_style: 'wavy' }, { hem_style: 'invalidOption' }],
      [{ hem_style: 'original', original_notes: 'x'.repeat(21) }, { original_notes: 'tooLong{"max":20}' }],
      [{ hem_style: 'original', original_notes: '🧵'.repeat(20) }, {}],
      [{ pinned: 'yes' }, { pinned: 'invalidCheckbox' }],
      [{ pinned: 'false' }, {}],
    ];
    for (const [values, expected] of cases) expect(errors([hem], { ...validHem, ...values })).toEqual(expected);

    const damageCases: [Record<string, string>, Record<string, string>][] = [
      [{ areas: 'sleeve,sleeve' }, { areas: 'duplicateOption' }],
      [{ areas: 'sleeve,,knee' }, { areas: 'invalidOption' }],
      [{ areas: 'sleeve, knee' }, { areas: 'invalidOption' }],
      [{ consent: 'false' }, { consent: 'mustBeChecked' }],
      [{ noticed_on: '2024-02-29' }, {}],
      [{ noticed_on: '2023-02-29' }, { noticed_on: 'invalidDate' }],
      [{ noticed_on: '2024-04-31' }, { noticed_on: 'invalidDate' }],
      [{ noticed_on: '2024-13-01' }, { noticed_on: 'invalidDate' }],
      [{ noticed_on: '24-01-01' }, { noticed_on: 'invalidDate' }],
      [{ photo: 'k'.repeat(64) }, {}],
      [{ photo: 'k'.repeat(65) }, { photo: 'invalidFile' }],
      [{ note: 'x'.repeat(500) }, {}],
      [{ note: 'x'.repeat(501) }, { note: 'tooLong{"max":500}' }],
    ];
    for (const [values, expected] of damageCases) expect(errors([damage], { ...validDamage, ...values })).toEqual(expected);
  });

  it('asks the caller whether a file key is known', () => {
    const known = (key: string) => key === 'img_123';
    expect(errors([damage], { ...validDamage, photo: 'img_123' }, known)).toEqual({});
    expect(errors([damage], { ...validDamage, photo: 'img_999' }, known)).toEqual({ photo: 'invalidFile' });
  });

  it('validates an item group and its service groups together', () => {
    expect(errors([hem, damage], { ...validHem, ...validDamage })).toEqual({});
    expect(errors([hem, damage], validHem)).toEqual({ areas: 'required', consent: 'required' });
  });

  it('prunes blank and inactive values for the form to send', () => {
    expect(pruneAttributeValues([hem], { ...validHem, original_notes: 'x', pinned: '', keep_wear: 'true' })).toEqual(validHem);
  });

  it('survives a parent cycle (such children never apply)', () => {
    const cyclic = group('cyclic', [
      attr('a', 'checkbox', { parentId: 'id-b', parentValue: ['true'] }),
      attr('b', 'checkbox', { parentId: 'id-a', parentValue: ['true'] }),
    ]);
    expect(errors([cyclic], { a: 'true' })).toEqual({ a: 'inactive' });
    expect(activeAttributes(cyclic, { a: 'true', b: 'true' })).toEqual([]);
  });
});

describe('with next-intl and react-hook-form', () => {
  it('every locale has every message, and placeholders format', () => {
    // @ts-expect-error error keys are a closed set, so next-intl's typed `t` fits `translate`
    const notAKey: AttributeErrorKey = 'nope';
    expect(ATTRIBUTE_ERROR_KEYS).not.toContain(notAKey);
    for (const [locale, messages] of Object.entries({ fr, en, de, es })) {
      const t = createTranslator({ locale, messages, namespace: 'AttributeErrors' });
      for (const key of ATTRIBUTE_ERROR_KEYS) expect(t(key, { min: 0.5, max: 20 })).not.toMatch(/AttributeErrors|[{}]/);
      const result = attributeValuesSchema([hem], { translate: t }).safeParse({ shorten_by: '0.4', hem_style: 'standard' });
      expect(result.error?.issues[0]?.message).toContain(locale === 'en' ? '0.5' : '0,5');
    }
  });

  it('zodResolver turns issues into field errors at values.<identifier>', async () => {
    const translate = createTranslator({ locale: 'en', messages: en, namespace: 'AttributeErrors' });
    const form = z.object({ values: attributeValuesSchema([hem], { translate }) });
    const resolver = zodResolver(form);
    const bad = await resolver({ values: { shorten_by: '3', hem_style: 'original' } }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors).toMatchObject({ values: { original_notes: { message: 'This field is required.' } } });
    const good = await resolver({ values: validHem }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(good.errors).toEqual({});
  });
});

// ---- Properties over generated groups with parent chains -------------------------------

const TYPES: AttributeType[] = ['text', 'textArea', 'number', 'date', 'select', 'multiSelect', 'checkbox', 'radio', 'file'];
const OPTIONS = ['a', 'b', 'c', 'd'];
const FILE_KEYS = ['img_1', 'img_2'];
const knownFile = (key: string) => FILE_KEYS.includes(key);

/** A group whose attribute i may depend on an earlier one, so parents always come first. */
const generatedGroup: fc.Arbitrary<AttributeGroup> = fc
  .integer({ min: 1, max: 7 })
  .chain((n) =>
    fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.record({
          type: fc.constantFrom(...TYPES),
          isRequired: fc.boolean(),
          parent: i === 0 ? fc.constant(null) : fc.option(fc.nat(i - 1), { freq: 4 }),
          switches: fc.subarray(OPTIONS, { minLength: 1 }),
        }),
      ),
    ),
  )
  .map((specs) =>
    group(
      'generated',
      specs.map((spec, i) => {
        const parent = spec.parent === null ? undefined : specs[spec.parent]!;
        // Option parents switch on chosen options, checkboxes on 'true', other types on any value.
        const hasOptions = parent && ['select', 'radio', 'multiSelect'].includes(parent.type);
        const parentValue = parent?.type === 'checkbox' ? ['true'] : hasOptions ? spec.switches : [];
        return attr(`attr_${i}`, spec.type, {
          isRequired: spec.isRequired,
          metadata: { maxLength: 10, min: -5, max: 100, options: options(...OPTIONS) },
          parentId: spec.parent === null ? null : `id-attr_${spec.parent}`,
          parentValue,
        });
      }),
    ),
  );

function validValue(def: AttributeDefinition): fc.Arbitrary<string> {
  switch (def.type) {
    case 'text':
    case 'textArea':
      return fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== '');
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), fc.tuple(fc.nat(99), fc.nat(99)).map(([a, b]) => `${a}.${b}`));
    case 'date':
      return fc
        .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'select':
    case 'radio':
      return fc.constantFrom(...OPTIONS);
    case 'multiSelect':
      return fc.shuffledSubarray(OPTIONS, { minLength: 1 }).map((v) => v.join(','));
    case 'checkbox':
      return def.isRequired ? fc.constant('true') : fc.constantFrom('true', 'false');
    case 'file':
      return fc.constantFrom(...FILE_KEYS);
  }
}

/** Valid values built in order, with an independent model of which attributes apply. */
function generateValid(g: AttributeGroup, gen: fc.GeneratorValue): { values: Record<string, string>; active: Set<string> } {
  const values: Record<string, string> = {};
  const active = new Set<string>();
  for (const def of g.attributes) {
    const parent = g.attributes.find((a) => a.id === def.parentId);
    if (parent) {
      const v = values[parent.identifier];
      const chosen = v === undefined ? [] : parent.type === 'multiSelect' ? v.split(',') : [v];
      if (!active.has(parent.identifier) || chosen.length === 0) continue;
      if (def.parentValue.length > 0 && !chosen.some((c) => def.parentValue.includes(c))) continue;
    }
    active.add(def.identifier);
    if (def.isRequired || gen(fc.boolean)) values[def.identifier] = gen(() => validValue(def));
  }
  return { values, active };
}

describe('attribute rule properties', () => {
  const run = { numRuns: 300 };

  it('valid generated values always pass, and the active set matches the model', () => {
    let activeChildren = 0;
    fc.assert(
      fc.property(generatedGroup, fc.gen(), (g, gen) => {
        const { values, active } = generateValid(g, gen);
        activeChildren += g.attributes.filter((d) => d.parentId && active.has(d.identifier)).length;
        expect(attributeIssues([g], values, knownFile)).toEqual([]);
        expect(schemaFor([g], knownFile).safeParse(values).success).toBe(true);
        expect(activeAttributes(g, values).map((d) => d.identifier)).toEqual([...active]);
      }),
      run,
    );
    expect(activeChildren).toBeGreaterThan(50);
  });

  it('a value for an inactive attribute is always refused at its path', () => {
    fc.assert(
      fc.property(generatedGroup, fc.gen(), (g, gen) => {
        const { values, active } = generateValid(g, gen);
        const inactive = g.attributes.filter((d) => !active.has(d.identifier));
        fc.pre(inactive.length > 0);
        const target = gen(() => fc.constantFrom(...inactive));
        const withInactive = { ...values, [target.identifier]: gen(() => validValue(target)) };
        expect(errors([g], withInactive, knownFile)).toMatchObject({ [target.identifier]: 'inactive' });
      }),
      run,
    );
  });

  it('removing a required active value always fails at its path', () => {
    fc.assert(
      fc.property(generatedGroup, fc.gen(), (g, gen) => {
        const { values, active } = generateValid(g, gen);
        const required = g.attributes.filter((d) => d.isRequired && active.has(d.identifier));
        fc.pre(required.length > 0);
        const target = gen(() => fc.constantFrom(...required));
        const blank = gen(() => fc.constantFrom(undefined, '', '  '));
        const rest = Object.fromEntries(Object.entries(values).filter(([k]) => k !== target.identifier));
        const without = blank === undefined ? rest : { ...rest, [target.identifier]: blank };
        expect(errors([g], without, knownFile)).toMatchObject({ [target.identifier]: 'required' });
      }),
      run,
    );
  });

  it('any values: one issue at most per identifier, unknown keys refused, pruning leaves no inactive or unknown', () => {
    const anyValues = fc.dictionary(
      fc.constantFrom('attr_0', 'attr_1', 'attr_2', 'attr_3', 'attr_4', 'zzz'),
      fc.constantFrom('', 'a', 'b,c', 'true', 'false', '7', '2024-02-30', 'img_1'),
    );
    fc.assert(
      fc.property(generatedGroup, anyValues, (g, values) => {
        const issues = attributeIssues([g], values, knownFile);
        expect(new Set(issues.map((i) => i.identifier)).size).toBe(issues.length);
        if (values.zzz) expect(issues).toContainEqual({ identifier: 'zzz', key: 'unknown' });
        const pruned = attributeIssues([g], pruneAttributeValues([g], values), knownFile);
        expect(pruned.filter((i) => i.key === 'inactive' || i.key === 'unknown')).toEqual([]);
        for (const def of activeAttributes(g, values)) {
          const parent = g.attributes.find((a) => a.id === def.parentId);
          if (parent) expect(isAttributeActive(parent, values, g)).toBe(true);
        }
      }),
      run,
    );
  });
});
