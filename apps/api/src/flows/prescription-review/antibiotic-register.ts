import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAntibioticLines } from '../../modules/antibiotic-register/index.js';
import { antibioticFacts } from '../../modules/catalog/index.js';
import type { LineDecision, OrderRow } from '../../modules/orders/index.js';
import { lockPrescriptionOfOrder } from '../../modules/prescriptions/index.js';

interface Approval {
  user: SessionUser;
  order: OrderRow & { reviewerRegistration: string };
  decisions: readonly LineDecision[];
  /** The full course written on the prescription, in units, by line (when the pharmacist entered it). */
  courses: ReadonlyMap<string, number>;
}

/**
 * Writes each approved antibiotic line (some units approved, a generic marked antibiotic) to the
 * register (decision 057): the patient and prescriber from the order's prescription, the
 * medicine's label facts from the catalog, the pharmacist and their registration as at signing.
 * "Approved" is the pharmacist's decision on the order line: the moment the shop commits to
 * dispensing it. Once per line: a second writer of the same line writes nothing.
 */
export async function registerApprovedAntibiotics(tx: DbOrTx, approval: Approval): Promise<void> {
  const approved = approval.decisions.filter((d) => d.approved && d.quantity > 0);
  const facts = await antibioticFacts(
    tx,
    approved.map((d) => d.line.productId),
  );
  const antibiotics = approved.filter((d) => d.line.productId && facts.has(d.line.productId));
  if (!antibiotics.length) return;
  // Antibiotics are prescription-only, so the review has checked this prescription already.
  const prescription = await lockPrescriptionOfOrder(tx, approval.order.id);
  if (!prescription) {
    throw conflict('An antibiotic is approved only on a prescription: reject it.', 'PRESCRIPTION_NOT_APPROVED');
  }
  await recordAntibioticLines(
    tx,
    antibiotics.map((d) => {
      const fact = facts.get(d.line.productId!)!;
      return {
        orderLineId: d.line.id,
        orderNumber: approval.order.number,
        patientName: prescription.patientName,
        prescriberName: prescription.doctorName,
        prescriberBmdc: prescription.bmdcNumber,
        medicine: d.line.name,
        generics: fact.generics,
        strength: d.line.strength ?? fact.strength,
        form: fact.form,
        packs: d.quantity,
        units: d.quantity * (fact.packSize ?? 1),
        courseQuantity: approval.courses.get(d.line.id) ?? null,
        pharmacistId: approval.user.id,
        pharmacistName: approval.user.name,
        pharmacistRegistration: approval.order.reviewerRegistration,
      };
    }),
  );
}
