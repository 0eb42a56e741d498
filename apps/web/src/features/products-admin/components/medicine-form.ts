import {
  MedicineInputSchema,
  type DispensingClass,
  type DosageForm,
  type MedicineFacts,
  type MedicineInput,
} from '@medibazaar/contract';
import type { RefinementCtx } from 'zod';

/** A generic or maker picked from the list (shown as a chip). */
export interface PickedName {
  id: string;
  name: string;
  nameBn: string | null;
}

/** The medicine part of the product form, as its fields hold it. */
export interface MedicineFormValues {
  isMedicine: boolean;
  /** The generics picked, in the label's order. */
  generics: PickedName[];
  /** One more generic typed under "other" (an admin's is added; a seller's is asked for); '' for none. */
  newGenericName: string;
  strength: string;
  form: DosageForm | '';
  manufacturer: PickedName | null;
  newManufacturerName: string;
  packSize: number;
  packLabel: string;
  dispensingClass: DispensingClass | '';
  indications: string;
  dosage: string;
  sideEffects: string;
  brandBn: string;
  packLabelBn: string;
  indicationsBn: string;
  dosageBn: string;
  sideEffectsBn: string;
}

/** The medicine fields the form can point an error at (under `medicine.`). */
const MEDICINE_FIELD_NAMES = [
  'generics',
  'strength',
  'form',
  'manufacturer',
  'packSize',
  'packLabel',
  'dispensingClass',
  'indications',
  'dosage',
  'sideEffects',
  'brandBn',
  'packLabelBn',
  'indicationsBn',
  'dosageBn',
  'sideEffectsBn',
] as const;
export type MedicineFieldName = (typeof MEDICINE_FIELD_NAMES)[number];

export const NOT_A_MEDICINE: MedicineFormValues = {
  isMedicine: false,
  generics: [],
  newGenericName: '',
  strength: '',
  form: '',
  manufacturer: null,
  newManufacturerName: '',
  packSize: 1,
  packLabel: '',
  dispensingClass: '',
  indications: '',
  dosage: '',
  sideEffects: '',
  brandBn: '',
  packLabelBn: '',
  indicationsBn: '',
  dosageBn: '',
  sideEffectsBn: '',
};

/** The form's values for a stored product's facts (or a product that is not a medicine). */
export function medicineValuesOf(facts: MedicineFacts | null): MedicineFormValues {
  if (!facts) return NOT_A_MEDICINE;
  const pick = (e: PickedName): PickedName => ({ id: e.id, name: e.name, nameBn: e.nameBn });
  return {
    isMedicine: true,
    generics: facts.generics.map(pick),
    newGenericName: '',
    strength: facts.strength,
    form: facts.form,
    manufacturer: pick(facts.manufacturer),
    newManufacturerName: '',
    packSize: facts.packSize,
    packLabel: facts.packLabel,
    dispensingClass: facts.dispensingClass,
    indications: facts.indications ?? '',
    dosage: facts.dosage ?? '',
    sideEffects: facts.sideEffects ?? '',
    brandBn: facts.brandBn ?? '',
    packLabelBn: facts.packLabelBn ?? '',
    indicationsBn: facts.indicationsBn ?? '',
    dosageBn: facts.dosageBn ?? '',
    sideEffectsBn: facts.sideEffectsBn ?? '',
  };
}

/** What the API takes for the facts (`medicine` of the product body); null for a product that is not a medicine. */
export function medicineInputOf(values: MedicineFormValues): MedicineInput | null {
  if (!values.isMedicine) return null;
  const typed = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    genericIds: values.generics.map((g) => g.id),
    newGenericName: typed(values.newGenericName),
    strength: values.strength,
    form: values.form as DosageForm,
    manufacturerId: values.manufacturer?.id,
    newManufacturerName: values.manufacturer ? undefined : typed(values.newManufacturerName),
    packSize: values.packSize,
    packLabel: values.packLabel,
    // The medicine reference's class (shown read-only); none while it is not known yet.
    dispensingClass: values.dispensingClass === '' ? undefined : values.dispensingClass,
    indications: text(values.indications),
    dosage: text(values.dosage),
    sideEffects: text(values.sideEffects),
    brandBn: text(values.brandBn),
    packLabelBn: text(values.packLabelBn),
    indicationsBn: text(values.indicationsBn),
    dosageBn: text(values.dosageBn),
    sideEffectsBn: text(values.sideEffectsBn),
  };
}

/** The form field a contract field of the facts (or a server error's `medicine.x` field) belongs to. */
export function medicineFieldOf(field: string): MedicineFieldName | null {
  const key = field.replace(/^medicine\.?/, '').split('.')[0] ?? '';
  if (key === 'genericIds' || key === 'newGenericName') return 'generics';
  if (key === 'manufacturerId' || key === 'newManufacturerName') return 'manufacturer';
  return (MEDICINE_FIELD_NAMES as readonly string[]).includes(key) ? (key as MedicineFieldName) : null;
}

/**
 * Checks the facts with the contract's own schema (the one the server uses) and puts
 * each problem under the form field it belongs to; the form shows its own words there.
 */
export function checkMedicine(values: MedicineFormValues | undefined, ctx: RefinementCtx): void {
  const input = values && medicineInputOf(values);
  if (!input) return;
  const seen = new Set<string>();
  // The schema asks for a generic and a maker in rules on the whole object, which it runs only
  // once every field passes: said here too, so they show with the other fields' problems.
  if (input.genericIds?.length === 0 && input.newGenericName === undefined) seen.add('generics');
  if (input.manufacturerId === undefined && input.newManufacturerName === undefined) seen.add('manufacturer');
  for (const field of seen) ctx.addIssue({ code: 'custom', message: `Choose the ${field}.`, path: [field] });
  const result = MedicineInputSchema.safeParse(input);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = medicineFieldOf(issue.path.map(String).join('.'));
    if (!field || seen.has(field)) continue;
    seen.add(field);
    // Relative to the form's `medicine` field, whose rule this is.
    ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
  }
}
