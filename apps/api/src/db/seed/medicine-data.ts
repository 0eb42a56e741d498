/**
 * The medicine catalogue the shop seeds: Bangladeshi manufacturers, generics (active
 * ingredients) and branded medicines as sold in Bangladesh, with strengths, packs and
 * prices at 2025–26 levels.
 *
 * Brands are real where the brand and its maker are well known; elsewhere the brand name
 * is invented (plausible, but not a real product). Texts are short, written for this shop,
 * and shared by every brand of one product family (same generics and form).
 *
 * Data only: the seeder turns these rows into tables. Keys are stable slugs that name
 * the row ids, so never rename a key once it has been seeded.
 */

import { DOSAGE_FORMS, type DispensingClass, type DosageForm } from '@medibazaar/contract';

/** The contract's fixed lists: every form has its generated picture (scripts/generate-images.mjs). */
export const SEED_DOSAGE_FORMS = DOSAGE_FORMS;
type SeedDosageForm = DosageForm;
type SeedDispensingClass = DispensingClass;

export interface SeedManufacturer {
  key: string;
  name: string;
  nameBn: string;
}

export interface SeedGeneric {
  key: string;
  name: string;
  nameBn: string;
  /** one or two sentences: what it is / what it treats */
  summary: string;
  summaryBn: string;
  /** An antibacterial: its medicines are at least prescription-only and go in the antibiotic register. */
  antibiotic: boolean;
}

export interface SeedMedicine {
  /** unique slug (stable; names the row id) */
  key: string;
  /** brand name as sold, e.g. 'Napa' */
  brand: string;
  /** Bangla script of the brand for common brands, e.g. 'নাপা' */
  brandBn: string | null;
  /** SeedGeneric keys; a combination lists several, in a fixed order */
  generics: string[];
  /** e.g. '500 mg', '250 mg/5 ml', '1%', '100 mcg/dose', '500 mg + 65 mg' */
  strength: string;
  form: SeedDosageForm;
  /** SeedManufacturer key */
  maker: string;
  /** units per pack (tablets per strip/box, 1 for a bottle/tube/vial) */
  packSize: number;
  /** e.g. '10 tablets (1 strip)', '100 ml bottle', '15 g tube' */
  packLabel: string;
  /** the same in Bangla, e.g. '১০টি ট্যাবলেট (১ পাতা)', made by the same pack helper */
  packLabelBn: string;
  /** price per pack in Bangladeshi poisha (taka × 100) */
  pricePoisha: number;
  /** 0..15, most 0 */
  discountPercent: number;
  dispensingClass: SeedDispensingClass;
  /** OTC Medicine holds only `otc` medicines; a prescription or controlled one there goes under Prescription Medicine. */
  category:
    | 'OTC Medicine'
    | 'Prescription Medicine'
    | 'Diabetic Care'
    | 'WomenChoice'
    | 'Baby Care'
    | 'Dental Care'
    | 'Personal Care';
  indications: string;
  dosage: string;
  sideEffects: string;
  /** The three texts in Bangla: null where the family has none written yet (the data test fails then). */
  indicationsBn: string | null;
  dosageBn: string | null;
  sideEffectsBn: string | null;
  /** 0..500, a few 0 (out of stock) */
  stock: number;
  /** demo seller that lists it; null = the shop itself */
  seller: 'seller' | 'seller2' | null;
}

// ---------------------------------------------------------------------------------------
// Manufacturers
// ---------------------------------------------------------------------------------------

export const SEED_MANUFACTURERS: SeedManufacturer[] = [
  { key: 'square', name: 'Square Pharmaceuticals PLC', nameBn: 'স্কয়ার ফার্মাসিউটিক্যালস পিএলসি' },
  { key: 'incepta', name: 'Incepta Pharmaceuticals Ltd.', nameBn: 'ইনসেপ্টা ফার্মাসিউটিক্যালস লিমিটেড' },
  { key: 'beximco', name: 'Beximco Pharmaceuticals Ltd.', nameBn: 'বেক্সিমকো ফার্মাসিউটিক্যালস লিমিটেড' },
  { key: 'renata', name: 'Renata Limited', nameBn: 'রেনাটা লিমিটেড' },
  { key: 'aci', name: 'ACI Limited', nameBn: 'এসিআই লিমিটেড' },
  { key: 'eskayef', name: 'Eskayef Pharmaceuticals Ltd. (SK+F)', nameBn: 'এসকেএফ ফার্মাসিউটিক্যালস লিমিটেড' },
  { key: 'opsonin', name: 'Opsonin Pharma Ltd.', nameBn: 'অপসোনিন ফার্মা লিমিটেড' },
  { key: 'healthcare', name: 'Healthcare Pharmaceuticals Ltd.', nameBn: 'হেলথকেয়ার ফার্মাসিউটিক্যালস লিমিটেড' },
  { key: 'acme', name: 'The ACME Laboratories Ltd.', nameBn: 'দি একমি ল্যাবরেটরিজ লিমিটেড' },
  { key: 'drug-international', name: 'Drug International Ltd.', nameBn: 'ড্রাগ ইন্টারন্যাশনাল লিমিটেড' },
  { key: 'aristopharma', name: 'Aristopharma Ltd.', nameBn: 'অ্যারিস্টোফার্মা লিমিটেড' },
  { key: 'radiant', name: 'Radiant Pharmaceuticals Ltd.', nameBn: 'রেডিয়েন্ট ফার্মাসিউটিক্যালস লিমিটেড' },
  { key: 'general', name: 'General Pharmaceuticals Ltd.', nameBn: 'জেনারেল ফার্মাসিউটিক্যালস লিমিটেড' },
  { key: 'popular', name: 'Popular Pharmaceuticals Ltd.', nameBn: 'পপুলার ফার্মাসিউটিক্যালস লিমিটেড' },
  {
    key: 'ibn-sina',
    name: 'The Ibn Sina Pharmaceutical Industry PLC',
    nameBn: 'দি ইবনে সিনা ফার্মাসিউটিক্যাল ইন্ডাস্ট্রি পিএলসি',
  },
  { key: 'smc', name: 'SMC Enterprise Ltd.', nameBn: 'এসএমসি এন্টারপ্রাইজ লিমিটেড' },
  { key: 'orion', name: 'Orion Pharma Ltd.', nameBn: 'ওরিয়ন ফার্মা লিমিটেড' },
];

// ---------------------------------------------------------------------------------------
// Generics: [key, name, nameBn, summary, summaryBn]
// ---------------------------------------------------------------------------------------

type GenericRow = readonly [key: string, name: string, nameBn: string, summary: string, summaryBn: string];

const GENERIC_ROWS: readonly GenericRow[] = [
  // Pain, fever, inflammation
  [
    'paracetamol',
    'Paracetamol',
    'প্যারাসিটামল',
    'A pain reliever and fever reducer for headache, body ache, toothache and fever.',
    'মাথাব্যথা, শরীরব্যথা, দাঁতব্যথা ও জ্বর কমানোর ওষুধ।',
  ],
  [
    'caffeine',
    'Caffeine',
    'ক্যাফেইন',
    'A mild stimulant added to pain relievers to strengthen their effect on headache.',
    'মাথাব্যথায় ব্যথানাশকের কাজ বাড়াতে যোগ করা একটি মৃদু উদ্দীপক।',
  ],
  [
    'ibuprofen',
    'Ibuprofen',
    'আইবুপ্রোফেন',
    'A non-steroidal anti-inflammatory drug (NSAID) for pain, fever and inflammation.',
    'ব্যথা, জ্বর ও প্রদাহ কমানোর একটি নন-স্টেরয়েডাল প্রদাহনাশক ওষুধ।',
  ],
  [
    'diclofenac',
    'Diclofenac',
    'ডাইক্লোফেনাক',
    'An NSAID for joint, muscle and back pain and for inflammation after injury.',
    'গাঁট, পেশি ও কোমরের ব্যথা এবং আঘাতজনিত প্রদাহ কমানোর ওষুধ।',
  ],
  [
    'naproxen',
    'Naproxen',
    'ন্যাপ্রোক্সেন',
    'A long-acting NSAID for arthritis, period pain and musculoskeletal pain.',
    'বাত, মাসিকের ব্যথা ও পেশি-হাড়ের ব্যথায় দীর্ঘক্ষণ কাজ করা প্রদাহনাশক।',
  ],
  [
    'aspirin',
    'Aspirin',
    'অ্যাসপিরিন',
    'In low doses, an antiplatelet medicine that lowers the risk of heart attack and stroke.',
    'কম মাত্রায় রক্তের অণুচক্রিকা জমাট বাঁধা রোধ করে হার্ট অ্যাটাক ও স্ট্রোকের ঝুঁকি কমায়।',
  ],
  // Stomach and gut
  [
    'omeprazole',
    'Omeprazole',
    'ওমিপ্রাজল',
    'A proton pump inhibitor that cuts stomach acid; used for ulcers, reflux and acidity.',
    'পাকস্থলীর অ্যাসিড কমানোর প্রোটন পাম্প ইনহিবিটর; আলসার, রিফ্লাক্স ও গ্যাস্ট্রিকে ব্যবহৃত।',
  ],
  [
    'esomeprazole',
    'Esomeprazole',
    'ইসোমিপ্রাজল',
    'A proton pump inhibitor for reflux disease, peptic ulcer and Helicobacter pylori treatment.',
    'রিফ্লাক্স, পেপটিক আলসার ও হেলিকোব্যাক্টর পাইলোরি চিকিৎসায় ব্যবহৃত প্রোটন পাম্প ইনহিবিটর।',
  ],
  [
    'pantoprazole',
    'Pantoprazole',
    'প্যান্টোপ্রাজল',
    'A proton pump inhibitor for acidity, reflux and stomach protection during NSAID use.',
    'অ্যাসিডিটি, রিফ্লাক্স ও ব্যথানাশক সেবনের সময় পাকস্থলী রক্ষায় ব্যবহৃত ওষুধ।',
  ],
  [
    'rabeprazole',
    'Rabeprazole',
    'র‍্যাবিপ্রাজল',
    'A fast-acting proton pump inhibitor for heartburn, reflux and ulcers.',
    'বুকজ্বালা, রিফ্লাক্স ও আলসারে দ্রুত কাজ করা প্রোটন পাম্প ইনহিবিটর।',
  ],
  [
    'famotidine',
    'Famotidine',
    'ফ্যামোটিডিন',
    'An H2 blocker that reduces stomach acid; a common replacement for ranitidine.',
    'পাকস্থলীর অ্যাসিড কমানো এইচ২ ব্লকার; র‍্যানিটিডিনের প্রচলিত বিকল্প।',
  ],
  [
    'aluminium-hydroxide',
    'Aluminium hydroxide',
    'অ্যালুমিনিয়াম হাইড্রোক্সাইড',
    'An antacid that neutralises stomach acid for quick relief of heartburn.',
    'পাকস্থলীর অ্যাসিড প্রশমিত করে বুকজ্বালায় দ্রুত আরাম দেয় এমন অ্যান্টাসিড।',
  ],
  [
    'magnesium-hydroxide',
    'Magnesium hydroxide',
    'ম্যাগনেসিয়াম হাইড্রোক্সাইড',
    'An antacid and mild laxative, usually combined with aluminium hydroxide.',
    'অ্যান্টাসিড ও মৃদু জোলাপ; সাধারণত অ্যালুমিনিয়াম হাইড্রোক্সাইডের সাথে থাকে।',
  ],
  [
    'domperidone',
    'Domperidone',
    'ডমপেরিডন',
    'Relieves nausea, vomiting and bloating by helping the stomach empty.',
    'পাকস্থলী খালি হতে সাহায্য করে বমি বমি ভাব, বমি ও পেট ফাঁপা কমায়।',
  ],
  [
    'ondansetron',
    'Ondansetron',
    'অনডানসেট্রন',
    'Prevents and treats nausea and vomiting, including after surgery or chemotherapy.',
    'অস্ত্রোপচার বা কেমোথেরাপির পরসহ বমি বমি ভাব ও বমি প্রতিরোধ ও চিকিৎসা করে।',
  ],
  [
    'oral-rehydration-salts',
    'Oral rehydration salts (ORS)',
    'খাবার স্যালাইন (ওআরএস)',
    'Glucose and salts that replace water and minerals lost in diarrhoea and vomiting.',
    'ডায়রিয়া ও বমিতে হারানো পানি ও লবণ পূরণের গ্লুকোজ-লবণ মিশ্রণ।',
  ],
  [
    'zinc',
    'Zinc',
    'জিংক',
    'A mineral given with ORS to shorten childhood diarrhoea and to correct zinc deficiency.',
    'শিশুর ডায়রিয়া দ্রুত সারাতে ওআরএসের সাথে দেওয়া খনিজ; জিংকের ঘাটতিও পূরণ করে।',
  ],
  [
    'albendazole',
    'Albendazole',
    'অ্যালবেন্ডাজল',
    'A deworming medicine for roundworm, hookworm, whipworm and threadworm.',
    'কেঁচোকৃমি, বক্রকৃমি, সুতাকৃমিসহ বিভিন্ন কৃমিনাশক ওষুধ।',
  ],
  [
    'bisacodyl',
    'Bisacodyl',
    'বিসাকোডাইল',
    'A stimulant laxative for short-term relief of constipation and bowel preparation.',
    'স্বল্পমেয়াদি কোষ্ঠকাঠিন্য দূর করা ও অন্ত্র পরিষ্কারের জোলাপ।',
  ],
  [
    'glycerin',
    'Glycerin',
    'গ্লিসারিন',
    'Softens and lubricates hard stool; used as a gentle suppository for constipation.',
    'শক্ত মল নরম ও পিচ্ছিল করে; কোষ্ঠকাঠিন্যে মৃদু সাপোজিটরি হিসেবে ব্যবহৃত।',
  ],
  // Diabetes
  [
    'metformin',
    'Metformin',
    'মেটফরমিন',
    'The first-line tablet for type 2 diabetes; lowers blood sugar without weight gain.',
    'টাইপ ২ ডায়াবেটিসের প্রথম সারির ওষুধ; ওজন না বাড়িয়ে রক্তের শর্করা কমায়।',
  ],
  [
    'gliclazide',
    'Gliclazide',
    'গ্লিক্লাজাইড',
    'A sulfonylurea that makes the pancreas release more insulin in type 2 diabetes.',
    'টাইপ ২ ডায়াবেটিসে অগ্ন্যাশয় থেকে বেশি ইনসুলিন নিঃসরণ ঘটানো সালফোনাইলইউরিয়া।',
  ],
  [
    'glimepiride',
    'Glimepiride',
    'গ্লিমেপিরাইড',
    'A once-daily sulfonylurea for type 2 diabetes.',
    'টাইপ ২ ডায়াবেটিসে দিনে একবার সেবনের সালফোনাইলইউরিয়া।',
  ],
  [
    'sitagliptin',
    'Sitagliptin',
    'সিটাগ্লিপটিন',
    'A DPP-4 inhibitor that raises insulin after meals in type 2 diabetes.',
    'টাইপ ২ ডায়াবেটিসে খাবারের পর ইনসুলিন বাড়ানো ডিপিপি-৪ ইনহিবিটর।',
  ],
  [
    'linagliptin',
    'Linagliptin',
    'লিনাগ্লিপটিন',
    'A DPP-4 inhibitor for type 2 diabetes that needs no dose change in kidney disease.',
    'কিডনি রোগেও মাত্রা না বদলে ব্যবহারযোগ্য টাইপ ২ ডায়াবেটিসের ডিপিপি-৪ ইনহিবিটর।',
  ],
  [
    'empagliflozin',
    'Empagliflozin',
    'এমপাগ্লিফ্লোজিন',
    'An SGLT2 inhibitor that removes sugar through urine and protects heart and kidneys.',
    'প্রস্রাবের মাধ্যমে শর্করা বের করে দেয় এবং হার্ট ও কিডনি রক্ষা করে এমন এসজিএলটি২ ইনহিবিটর।',
  ],
  [
    'insulin-human',
    'Insulin (human)',
    'হিউম্যান ইনসুলিন',
    'Injected human insulin, short-acting or premixed, for type 1 and type 2 diabetes.',
    'টাইপ ১ ও টাইপ ২ ডায়াবেটিসে ব্যবহৃত ইনজেকশনযোগ্য হিউম্যান ইনসুলিন।',
  ],
  [
    'insulin-glargine',
    'Insulin glargine',
    'ইনসুলিন গ্লারজিন',
    'A long-acting basal insulin injected once a day.',
    'দিনে একবার দেওয়া দীর্ঘমেয়াদি বেসাল ইনসুলিন।',
  ],
  // Heart and blood pressure
  [
    'amlodipine',
    'Amlodipine',
    'অ্যামলোডিপিন',
    'A calcium channel blocker for high blood pressure and angina.',
    'উচ্চ রক্তচাপ ও অ্যানজাইনার ক্যালসিয়াম চ্যানেল ব্লকার।',
  ],
  [
    'losartan',
    'Losartan',
    'লোসারটান',
    'An angiotensin receptor blocker for high blood pressure and diabetic kidney protection.',
    'উচ্চ রক্তচাপ ও ডায়াবেটিসজনিত কিডনি সুরক্ষায় অ্যানজিওটেনসিন রিসেপ্টর ব্লকার।',
  ],
  [
    'hydrochlorothiazide',
    'Hydrochlorothiazide',
    'হাইড্রোক্লোরোথায়াজাইড',
    'A thiazide diuretic that lowers blood pressure, often combined with other medicines.',
    'রক্তচাপ কমানো থায়াজাইড মূত্রবর্ধক; প্রায়ই অন্য ওষুধের সাথে থাকে।',
  ],
  [
    'bisoprolol',
    'Bisoprolol',
    'বিসোপ্রোলল',
    'A beta-blocker for high blood pressure, angina and heart failure.',
    'উচ্চ রক্তচাপ, অ্যানজাইনা ও হার্ট ফেইলিউরের বিটা-ব্লকার।',
  ],
  [
    'atorvastatin',
    'Atorvastatin',
    'অ্যাটরভাস্টাটিন',
    'A statin that lowers LDL cholesterol and the risk of heart attack and stroke.',
    'এলডিএল কোলেস্টেরল এবং হার্ট অ্যাটাক ও স্ট্রোকের ঝুঁকি কমানো স্ট্যাটিন।',
  ],
  [
    'rosuvastatin',
    'Rosuvastatin',
    'রসুভাস্টাটিন',
    'A potent statin for high cholesterol and cardiovascular prevention.',
    'উচ্চ কোলেস্টেরল ও হৃদরোগ প্রতিরোধে শক্তিশালী স্ট্যাটিন।',
  ],
  [
    'clopidogrel',
    'Clopidogrel',
    'ক্লোপিডোগ্রেল',
    'An antiplatelet medicine that prevents clots after heart attack, stent or stroke.',
    'হার্ট অ্যাটাক, স্টেন্ট বা স্ট্রোকের পর রক্ত জমাট রোধের ওষুধ।',
  ],
  [
    'levothyroxine',
    'Levothyroxine',
    'লিভোথাইরক্সিন',
    'Thyroid hormone replacement for an underactive thyroid (hypothyroidism).',
    'থাইরয়েড কম কাজ করলে (হাইপোথাইরয়েডিজম) হরমোনের ঘাটতি পূরণের ওষুধ।',
  ],
  // Allergy and breathing
  [
    'cetirizine',
    'Cetirizine',
    'সেটিরিজিন',
    'A non-drowsy antihistamine for sneezing, runny nose, itchy eyes and hives.',
    'হাঁচি, নাক দিয়ে পানি পড়া, চোখ চুলকানো ও আমবাতের অ্যান্টিহিস্টামিন।',
  ],
  [
    'levocetirizine',
    'Levocetirizine',
    'লিভোসেটিরিজিন',
    'The active half of cetirizine, for allergic rhinitis and urticaria at a lower dose.',
    'সেটিরিজিনের সক্রিয় অংশ; কম মাত্রায় অ্যালার্জিক রাইনাইটিস ও আমবাতে কাজ করে।',
  ],
  [
    'fexofenadine',
    'Fexofenadine',
    'ফেক্সোফেনাডিন',
    'A non-sedating antihistamine for seasonal allergy and chronic hives.',
    'মৌসুমি অ্যালার্জি ও দীর্ঘস্থায়ী আমবাতে ঘুম না আনা অ্যান্টিহিস্টামিন।',
  ],
  [
    'loratadine',
    'Loratadine',
    'লোরাটাডিন',
    'A once-daily non-drowsy antihistamine for hay fever and skin allergy.',
    'সর্দি-অ্যালার্জি ও ত্বকের অ্যালার্জিতে দিনে একবারের অ্যান্টিহিস্টামিন।',
  ],
  [
    'desloratadine',
    'Desloratadine',
    'ডেসলোরাটাডিন',
    'A long-acting antihistamine for allergic rhinitis and urticaria.',
    'অ্যালার্জিক রাইনাইটিস ও আমবাতে দীর্ঘক্ষণ কাজ করা অ্যান্টিহিস্টামিন।',
  ],
  [
    'chlorpheniramine',
    'Chlorpheniramine',
    'ক্লোরফেনিরামিন',
    'An older, sedating antihistamine for allergy, itching and cold symptoms.',
    'অ্যালার্জি, চুলকানি ও সর্দিতে ব্যবহৃত পুরোনো, ঘুম আনা অ্যান্টিহিস্টামিন।',
  ],
  [
    'ketotifen',
    'Ketotifen',
    'কিটোটিফেন',
    'A mast-cell stabiliser and antihistamine that helps prevent allergic asthma attacks.',
    'অ্যালার্জিজনিত হাঁপানির টান প্রতিরোধে সহায়ক অ্যান্টিহিস্টামিন।',
  ],
  [
    'montelukast',
    'Montelukast',
    'মন্টিলুকাস্ট',
    'A leukotriene blocker that prevents asthma and relieves allergic rhinitis.',
    'হাঁপানি প্রতিরোধ ও অ্যালার্জিক রাইনাইটিস উপশমে লিউকোট্রিন ব্লকার।',
  ],
  [
    'salbutamol',
    'Salbutamol',
    'সালবিউটামল',
    'A quick-relief bronchodilator that opens the airways in asthma and COPD.',
    'হাঁপানি ও সিওপিডিতে শ্বাসনালি দ্রুত খুলে দেওয়া ব্রঙ্কোডাইলেটর।',
  ],
  [
    'salmeterol',
    'Salmeterol',
    'স্যালমেটেরল',
    'A long-acting bronchodilator, always used together with an inhaled steroid in asthma.',
    'দীর্ঘক্ষণ কাজ করা ব্রঙ্কোডাইলেটর; হাঁপানিতে সবসময় ইনহেলড স্টেরয়েডের সাথে ব্যবহৃত।',
  ],
  [
    'fluticasone',
    'Fluticasone',
    'ফ্লুটিকাসোন',
    'A corticosteroid sprayed in the nose for allergic rhinitis or inhaled for asthma control.',
    'অ্যালার্জিক রাইনাইটিসে নাকে স্প্রে বা হাঁপানি নিয়ন্ত্রণে ইনহেলারে ব্যবহৃত স্টেরয়েড।',
  ],
  [
    'xylometazoline',
    'Xylometazoline',
    'জাইলোমেটাজোলিন',
    'A nasal decongestant that clears a blocked nose for a few days of use.',
    'কয়েক দিনের ব্যবহারে বন্ধ নাক খুলে দেওয়া ডিকনজেস্ট্যান্ট।',
  ],
  [
    'sodium-chloride',
    'Sodium chloride',
    'সোডিয়াম ক্লোরাইড',
    'Normal saline: a drip for fluid replacement, or drops to clear a blocked nose.',
    'নরমাল স্যালাইন: শরীরে তরল পূরণের স্যালাইন বা বন্ধ নাক পরিষ্কারের ড্রপ।',
  ],
  // Antibiotics and anti-infectives
  [
    'azithromycin',
    'Azithromycin',
    'অ্যাজিথ্রোমাইসিন',
    'A macrolide antibiotic for chest, throat, ear and skin infections and typhoid.',
    'বুক, গলা, কান ও ত্বকের সংক্রমণ এবং টাইফয়েডে ব্যবহৃত ম্যাক্রোলাইড অ্যান্টিবায়োটিক।',
  ],
  [
    'amoxicillin',
    'Amoxicillin',
    'অ্যামোক্সিসিলিন',
    'A penicillin antibiotic for ear, throat, chest and urinary infections.',
    'কান, গলা, বুক ও মূত্রনালির সংক্রমণে পেনিসিলিন-জাতীয় অ্যান্টিবায়োটিক।',
  ],
  [
    'clavulanic-acid',
    'Clavulanic acid',
    'ক্ল্যাভুলানিক অ্যাসিড',
    'Protects amoxicillin from bacterial enzymes so it works against resistant germs.',
    'ব্যাকটেরিয়ার এনজাইম থেকে অ্যামোক্সিসিলিনকে রক্ষা করে প্রতিরোধী জীবাণুর বিরুদ্ধে কার্যকর রাখে।',
  ],
  [
    'flucloxacillin',
    'Flucloxacillin',
    'ফ্লুক্লক্সাসিলিন',
    'A penicillin antibiotic for staphylococcal skin and soft-tissue infections.',
    'ত্বক ও নরম টিস্যুর স্ট্যাফাইলোকক্কাল সংক্রমণে পেনিসিলিন-জাতীয় অ্যান্টিবায়োটিক।',
  ],
  [
    'cefixime',
    'Cefixime',
    'সেফিক্সিম',
    'An oral third-generation cephalosporin for typhoid, urinary and respiratory infections.',
    'টাইফয়েড, মূত্রনালি ও শ্বাসতন্ত্রের সংক্রমণে মুখে খাওয়ার তৃতীয় প্রজন্মের সেফালোস্পোরিন।',
  ],
  [
    'cefuroxime',
    'Cefuroxime',
    'সেফুরক্সিম',
    'A second-generation cephalosporin for sinus, chest, skin and urinary infections.',
    'সাইনাস, বুক, ত্বক ও মূত্রনালির সংক্রমণে দ্বিতীয় প্রজন্মের সেফালোস্পোরিন।',
  ],
  [
    'ceftriaxone',
    'Ceftriaxone',
    'সেফট্রিয়াক্সোন',
    'An injectable cephalosporin for serious infections such as pneumonia, typhoid and meningitis.',
    'নিউমোনিয়া, টাইফয়েড ও মেনিনজাইটিসের মতো গুরুতর সংক্রমণে ইনজেকশনযোগ্য সেফালোস্পোরিন।',
  ],
  [
    'ciprofloxacin',
    'Ciprofloxacin',
    'সিপ্রোফ্লক্সাসিন',
    'A fluoroquinolone antibiotic for urinary, gut and eye or ear infections.',
    'মূত্রনালি, পেট এবং চোখ বা কানের সংক্রমণে ফ্লুরোকুইনোলোন অ্যান্টিবায়োটিক।',
  ],
  [
    'levofloxacin',
    'Levofloxacin',
    'লিভোফ্লক্সাসিন',
    'A fluoroquinolone antibiotic for pneumonia, sinusitis and urinary infections.',
    'নিউমোনিয়া, সাইনুসাইটিস ও মূত্রনালির সংক্রমণে ফ্লুরোকুইনোলোন অ্যান্টিবায়োটিক।',
  ],
  [
    'doxycycline',
    'Doxycycline',
    'ডক্সিসাইক্লিন',
    'A tetracycline antibiotic for acne, chest infections, leptospirosis and cholera.',
    'ব্রণ, বুকের সংক্রমণ, লেপটোস্পাইরোসিস ও কলেরায় টেট্রাসাইক্লিন-জাতীয় অ্যান্টিবায়োটিক।',
  ],
  [
    'metronidazole',
    'Metronidazole',
    'মেট্রোনিডাজল',
    'Treats amoebic dysentery, giardiasis and infections by anaerobic bacteria.',
    'আমাশয়, জিয়ার্ডিয়াসিস ও অবাত ব্যাকটেরিয়ার সংক্রমণের চিকিৎসা করে।',
  ],
  [
    'chloramphenicol',
    'Chloramphenicol',
    'ক্লোরামফেনিকল',
    'An antibiotic used as eye drops for bacterial conjunctivitis.',
    'ব্যাকটেরিয়াজনিত চোখ ওঠায় চোখের ড্রপ হিসেবে ব্যবহৃত অ্যান্টিবায়োটিক।',
  ],
  [
    'carboxymethylcellulose',
    'Carboxymethylcellulose',
    'কার্বক্সিমিথাইলসেলুলোজ',
    'Lubricating artificial tears for dry, tired or irritated eyes.',
    'শুষ্ক, ক্লান্ত বা জ্বালাপোড়া করা চোখে কৃত্রিম চোখের পানি।',
  ],
  // Skin
  [
    'clotrimazole',
    'Clotrimazole',
    'ক্লোট্রিমাজল',
    "An antifungal for ringworm, athlete's foot, fungal ear infection and candida.",
    'দাদ, পায়ের আঙুলের ছত্রাক, কানের ছত্রাক ও ক্যানডিডার ছত্রাকনাশক।',
  ],
  [
    'terbinafine',
    'Terbinafine',
    'টারবিনাফিন',
    'An antifungal for ringworm and fungal nail infections.',
    'দাদ ও নখের ছত্রাক সংক্রমণের ছত্রাকনাশক।',
  ],
  [
    'mupirocin',
    'Mupirocin',
    'মিউপিরোসিন',
    'A topical antibiotic for impetigo and small infected cuts and wounds.',
    'ইমপেটিগো ও ছোট সংক্রমিত কাটা-ক্ষতে লাগানোর অ্যান্টিবায়োটিক।',
  ],
  [
    'fusidic-acid',
    'Fusidic acid',
    'ফিউসিডিক অ্যাসিড',
    'A topical antibiotic for infected eczema, boils and impetigo.',
    'সংক্রমিত একজিমা, ফোঁড়া ও ইমপেটিগোতে লাগানোর অ্যান্টিবায়োটিক।',
  ],
  [
    'hydrocortisone',
    'Hydrocortisone',
    'হাইড্রোকর্টিসোন',
    'A mild corticosteroid cream for eczema, insect bites and itchy rashes.',
    'একজিমা, পোকার কামড় ও চুলকানিযুক্ত র‍্যাশে মৃদু স্টেরয়েড ক্রিম।',
  ],
  [
    'betamethasone',
    'Betamethasone',
    'বিটামেথাসোন',
    'A potent corticosteroid for stubborn eczema, psoriasis and dermatitis.',
    'একগুঁয়ে একজিমা, সোরিয়াসিস ও ডার্মাটাইটিসে শক্তিশালী স্টেরয়েড।',
  ],
  [
    'permethrin',
    'Permethrin',
    'পারমেথ্রিন',
    'Kills the mites of scabies and head lice.',
    'খোসপাঁচড়ার মাইট ও মাথার উকুন মেরে ফেলে।',
  ],
  [
    'calamine',
    'Calamine',
    'ক্যালামাইন',
    'A soothing lotion for itching from heat rash, chickenpox, sunburn and insect bites.',
    'ঘামাচি, জলবসন্ত, রোদে পোড়া ও পোকার কামড়ের চুলকানিতে প্রশান্তিদায়ক লোশন।',
  ],
  [
    'povidone-iodine',
    'Povidone-iodine',
    'পোভিডোন-আয়োডিন',
    'An iodine antiseptic for cleaning wounds and skin and as a gargle for sore throat.',
    'ক্ষত ও ত্বক পরিষ্কারে এবং গলাব্যথায় কুলকুচিতে ব্যবহৃত আয়োডিন জীবাণুনাশক।',
  ],
  // Mouth and teeth
  [
    'chlorhexidine',
    'Chlorhexidine',
    'ক্লোরহেক্সিডিন',
    'An antiseptic mouthwash that reduces plaque and gum inflammation.',
    'দাঁতের প্লাক ও মাড়ির প্রদাহ কমানো জীবাণুনাশক মাউথওয়াশ।',
  ],
  [
    'choline-salicylate',
    'Choline salicylate',
    'কোলিন স্যালিসাইলেট',
    'A pain-relieving oral gel for mouth ulcers and teething pain.',
    'মুখের ঘা ও দাঁত ওঠার ব্যথায় ব্যথানাশক মুখের জেল।',
  ],
  [
    'triamcinolone',
    'Triamcinolone',
    'ট্রায়ামসিনোলোন',
    'A corticosteroid oral paste that heals painful mouth ulcers.',
    'ব্যথাযুক্ত মুখের ঘা সারানো স্টেরয়েড ওরাল পেস্ট।',
  ],
  // Vitamins, minerals, women's health
  [
    'calcium-carbonate',
    'Calcium carbonate',
    'ক্যালসিয়াম কার্বনেট',
    'A calcium supplement for bone health, pregnancy and osteoporosis.',
    'হাড়ের সুস্থতা, গর্ভাবস্থা ও অস্টিওপোরোসিসে ক্যালসিয়াম সম্পূরক।',
  ],
  [
    'vitamin-d3',
    'Vitamin D3 (cholecalciferol)',
    'ভিটামিন ডি৩ (কোলেক্যালসিফেরল)',
    'Treats and prevents vitamin D deficiency and helps the body absorb calcium.',
    'ভিটামিন ডি-এর ঘাটতি দূর ও প্রতিরোধ করে এবং ক্যালসিয়াম শোষণে সাহায্য করে।',
  ],
  [
    'ferrous-fumarate',
    'Ferrous fumarate',
    'ফেরাস ফিউমারেট',
    'An iron salt that treats and prevents iron-deficiency anaemia.',
    'আয়রনের ঘাটতিজনিত রক্তস্বল্পতা দূর ও প্রতিরোধকারী আয়রন লবণ।',
  ],
  [
    'folic-acid',
    'Folic acid',
    'ফলিক অ্যাসিড',
    'A B vitamin needed before and during pregnancy and for some anaemias.',
    'গর্ভধারণের আগে ও গর্ভকালে এবং কিছু রক্তস্বল্পতায় প্রয়োজনীয় বি ভিটামিন।',
  ],
  [
    'vitamin-b-complex',
    'Vitamin B complex',
    'ভিটামিন বি কমপ্লেক্স',
    'A mix of B vitamins for deficiency, weakness, mouth sores and nerve health.',
    'ঘাটতি, দুর্বলতা, মুখের ঘা ও স্নায়ুর সুস্থতায় বি ভিটামিনের মিশ্রণ।',
  ],
  [
    'ascorbic-acid',
    'Ascorbic acid (vitamin C)',
    'অ্যাসকরবিক অ্যাসিড (ভিটামিন সি)',
    'Vitamin C for deficiency, gum bleeding and better iron absorption.',
    'ভিটামিন সি-এর ঘাটতি, মাড়ি থেকে রক্ত পড়া ও আয়রন শোষণে সহায়ক।',
  ],
  [
    'levonorgestrel',
    'Levonorgestrel',
    'লিভোনরজেস্ট্রেল',
    'A progestogen used in combined pills and, alone, as emergency contraception.',
    'মিশ্র জন্মনিয়ন্ত্রণ বড়িতে এবং এককভাবে জরুরি জন্মনিয়ন্ত্রণে ব্যবহৃত প্রোজেস্টোজেন।',
  ],
  [
    'ethinylestradiol',
    'Ethinylestradiol',
    'ইথিনাইলইস্ট্রাডিওল',
    'A synthetic oestrogen that, with a progestogen, makes the combined birth-control pill.',
    'প্রোজেস্টোজেনের সাথে মিলে মিশ্র জন্মনিয়ন্ত্রণ বড়ি তৈরি করে এমন কৃত্রিম ইস্ট্রোজেন।',
  ],
  [
    'tranexamic-acid',
    'Tranexamic acid',
    'ট্রানেক্সামিক অ্যাসিড',
    'Reduces heavy menstrual bleeding and bleeding after surgery or injury.',
    'অতিরিক্ত মাসিক রক্তক্ষরণ এবং অস্ত্রোপচার বা আঘাতের পর রক্তপাত কমায়।',
  ],
  // Steroids
  [
    'prednisolone',
    'Prednisolone',
    'প্রেডনিসোলোন',
    'An oral corticosteroid for asthma flares, allergies and inflammatory diseases.',
    'হাঁপানির তীব্রতা, অ্যালার্জি ও প্রদাহজনিত রোগে মুখে খাওয়ার স্টেরয়েড।',
  ],
  // Controlled medicines (narcotics and psychotropics)
  [
    'diazepam',
    'Diazepam',
    'ডায়াজিপাম',
    'A benzodiazepine for anxiety, muscle spasm, alcohol withdrawal and seizures.',
    'উদ্বেগ, পেশির খিঁচুনি, মদ ছাড়ার উপসর্গ ও খিঁচুনিতে ব্যবহৃত বেনজোডায়াজিপিন।',
  ],
  [
    'clonazepam',
    'Clonazepam',
    'ক্লোনাজিপাম',
    'A benzodiazepine for panic disorder and some forms of epilepsy.',
    'প্যানিক ডিসঅর্ডার ও কয়েক ধরনের মৃগীরোগে ব্যবহৃত বেনজোডায়াজিপিন।',
  ],
  [
    'alprazolam',
    'Alprazolam',
    'অ্যালপ্রাজোলাম',
    'A short-acting benzodiazepine for anxiety and panic attacks.',
    'উদ্বেগ ও প্যানিক অ্যাটাকে স্বল্পমেয়াদি বেনজোডায়াজিপিন।',
  ],
  [
    'midazolam',
    'Midazolam',
    'মিডাজোলাম',
    'A fast-acting sedative used before procedures and for short-term sleeplessness.',
    'চিকিৎসা-প্রক্রিয়ার আগে ও স্বল্পমেয়াদি অনিদ্রায় দ্রুত কাজ করা ঘুমের ওষুধ।',
  ],
  [
    'tramadol',
    'Tramadol',
    'ট্রামাডল',
    'An opioid pain reliever for moderate to severe pain.',
    'মাঝারি থেকে তীব্র ব্যথায় ওপিওয়েড ব্যথানাশক।',
  ],
  [
    'pethidine',
    'Pethidine',
    'পেথিডিন',
    'An injectable opioid for severe pain, for example during labour or after surgery.',
    'প্রসবকালীন বা অস্ত্রোপচার-পরবর্তী তীব্র ব্যথায় ইনজেকশনযোগ্য ওপিওয়েড।',
  ],
  [
    'morphine',
    'Morphine',
    'মরফিন',
    'A strong opioid for severe pain in cancer, heart attack and after surgery.',
    'ক্যান্সার, হার্ট অ্যাটাক ও অস্ত্রোপচার-পরবর্তী তীব্র ব্যথায় শক্তিশালী ওপিওয়েড।',
  ],
  [
    'codeine',
    'Codeine',
    'কোডেইন',
    'A mild opioid that suppresses a dry cough and eases moderate pain.',
    'শুকনো কাশি দমন ও মাঝারি ব্যথা কমানো মৃদু ওপিওয়েড।',
  ],
  [
    'ketamine',
    'Ketamine',
    'কেটামিন',
    'An injectable anaesthetic for short procedures and pain under medical supervision.',
    'চিকিৎসকের তত্ত্বাবধানে স্বল্পস্থায়ী প্রক্রিয়া ও ব্যথায় ব্যবহৃত ইনজেকশনযোগ্য অবেদনিক।',
  ],
  [
    'buprenorphine',
    'Buprenorphine',
    'বুপ্রেনরফিন',
    'An opioid for severe pain and for treating opioid dependence.',
    'তীব্র ব্যথা ও ওপিওয়েড আসক্তির চিকিৎসায় ব্যবহৃত ওপিওয়েড।',
  ],
];

/**
 * The seeded generics that are antibacterials (DGDA's antibiotic directive covers them, the
 * topical and eye-drop ones included). Clavulanic acid is sold only with amoxicillin.
 * Migration 0023 sets the same list on shops seeded before the flag existed.
 */
const ANTIBIOTIC_GENERIC_KEYS: ReadonlySet<string> = new Set([
  'azithromycin',
  'amoxicillin',
  'clavulanic-acid',
  'flucloxacillin',
  'cefixime',
  'cefuroxime',
  'ceftriaxone',
  'ciprofloxacin',
  'levofloxacin',
  'doxycycline',
  'metronidazole',
  'chloramphenicol',
  'mupirocin',
  'fusidic-acid',
]);

export const SEED_GENERICS: SeedGeneric[] = GENERIC_ROWS.map(([key, name, nameBn, summary, summaryBn]) => ({
  key,
  name,
  nameBn,
  summary,
  summaryBn,
  antibiotic: ANTIBIOTIC_GENERIC_KEYS.has(key),
}));

// ---------------------------------------------------------------------------------------
// Packs: [units per pack, label, Bangla label], both labels made by one helper so every pack
// has both (Bangla digits, the way a Bangladeshi pack or pharmacy writes it).
// ---------------------------------------------------------------------------------------

type Pack = readonly [size: number, label: string, labelBn: string];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** Bangla digits for a number written in a label ("10" → "১০", "2.5" → "২.৫"). */
const bnDigits = (n: number | string) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
/** Whole strips: at least one. */
const strips = (n: number, perStrip: number) => Math.max(1, Math.round(n / perStrip));
/** Units sold in strips of `perStrip`: "10 tablets (1 strip)", "১০টি ট্যাবলেট (১ পাতা)". */
const stripped =
  (one: string, many: string, bn: string) =>
  (n: number, perStrip: number): Pack => [
    n,
    `${plural(n, one, many)} (${plural(strips(n, perStrip), 'strip', 'strips')})`,
    `${bnDigits(n)}টি ${bn} (${bnDigits(strips(n, perStrip))} পাতা)`,
  ];
/** Tablets sold in strips of `perStrip`. */
const tabs = (n: number, perStrip = 10): Pack => stripped('tablet', 'tablets', 'ট্যাবলেট')(n, perStrip);
const caps = (n: number, perStrip = 10): Pack => stripped('capsule', 'capsules', 'ক্যাপসুল')(n, perStrip);
const supps = (n: number, perStrip = 5): Pack => stripped('suppository', 'suppositories', 'সাপোজিটরি')(n, perStrip);
const bottle = (ml: number): Pack => [1, `${ml} ml bottle`, `${bnDigits(ml)} মি.লি. বোতল`];
const dropper = (ml: number): Pack => [1, `${ml} ml dropper bottle`, `${bnDigits(ml)} মি.লি. ড্রপার বোতল`];
const tube = (g: number): Pack => [1, `${g} g tube`, `${bnDigits(g)} গ্রাম টিউব`];
const spray = (ml: number): Pack => [1, `${ml} ml spray bottle`, `${bnDigits(ml)} মি.লি. স্প্রে বোতল`];
const inhaler = (doses: number): Pack => [1, `${doses}-dose inhaler`, `${bnDigits(doses)} ডোজের ইনহেলার`];
const sachets = (n: number): Pack => [n, `${plural(n, 'sachet', 'sachets')}`, `${bnDigits(n)}টি স্যাশে`];
/** Vials, of a stated size where it matters (`ml`: "10 ml vial"). */
const vials = (n: number, ml?: number): Pack => {
  const what = ml === undefined ? 'vial' : `${ml} ml vial`;
  const whatBn = ml === undefined ? 'ভায়াল' : `${bnDigits(ml)} মি.লি. ভায়াল`;
  return [n, `${plural(n, what, `${what}s`)}`, `${bnDigits(n)}টি ${whatBn}`];
};
const amps = (n: number, ml: number): Pack => [
  n,
  `${plural(n, `${ml} ml ampoule`, `${ml} ml ampoules`)}`,
  `${bnDigits(n)}টি ${bnDigits(ml)} মি.লি. অ্যাম্পুল`,
];
const pen = (n: number, ml = 3): Pack => [
  n,
  `${plural(n, `${ml} ml prefilled pen`, `${ml} ml prefilled pens`)}`,
  `${bnDigits(n)}টি ${bnDigits(ml)} মি.লি. প্রিফিল্ড পেন`,
];
const bag = (ml: number): Pack => [1, `${ml} ml infusion bottle`, `${bnDigits(ml)} মি.লি. ইনফিউশন বোতল`];
const jar = (g: number): Pack => [1, `${g} g container`, `${bnDigits(g)} গ্রাম কৌটা`];

// ---------------------------------------------------------------------------------------
// Product families: one text set per (generics, form); rows are brands of that family.
// Row: [brand, brandBn, maker, strength, pack, pricePoisha, overrides?]
// ---------------------------------------------------------------------------------------

type Category = SeedMedicine['category'];
interface Overrides {
  discountPercent?: number;
  stock?: number;
  seller?: SeedMedicine['seller'];
}
type Row = readonly [
  brand: string,
  brandBn: string | null,
  maker: string,
  strength: string,
  pack: Pack,
  pricePoisha: number,
  overrides?: Overrides,
];
interface Family {
  generics: string[];
  form: SeedDosageForm;
  cls: SeedDispensingClass;
  cat: Category;
  ind: string;
  dose: string;
  se: string;
  /** The same three texts in Bangla, written per family (checked for meaning, not translated word by word). */
  indBn?: string;
  doseBn?: string;
  seBn?: string;
  rows: Row[];
}

const PAIN: Family[] = [
  // ===================================================================== Paracetamol
  {
    generics: ['paracetamol'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Relief of fever and mild to moderate pain such as headache, toothache, body ache and period pain.',
    dose: 'Adults and children over 12: 500 mg to 1 g every 4 to 6 hours, no more than 4 g in 24 hours. Extended-release 665 mg: two tablets every 8 hours.',
    se: 'Rarely nausea or skin rash at normal doses. Overdose can seriously damage the liver; do not combine with other paracetamol products.',
    indBn: 'জ্বর এবং মাথাব্যথা, দাঁতব্যথা, শরীরব্যথা ও মাসিকের ব্যথার মতো হালকা থেকে মাঝারি ব্যথা উপশমে।',
    doseBn:
      'প্রাপ্তবয়স্ক ও ১২ বছরের বেশি বয়সী শিশু: ৪ থেকে ৬ ঘণ্টা পরপর ৫০০ মি.গ্রা. থেকে ১ গ্রাম, ২৪ ঘণ্টায় ৪ গ্রামের বেশি নয়। এক্সটেন্ডেড-রিলিজ ৬৬৫ মি.গ্রা.: ৮ ঘণ্টা পরপর ২টি ট্যাবলেট।',
    seBn: 'স্বাভাবিক মাত্রায় কদাচিৎ বমিভাব বা ত্বকে ফুসকুড়ি। মাত্রার বেশি খেলে লিভারের মারাত্মক ক্ষতি হতে পারে; প্যারাসিটামলযুক্ত অন্য ওষুধের সঙ্গে একসাথে খাবেন না।',
    rows: [
      ['Napa', 'নাপা', 'beximco', '500 mg', tabs(10), 1200],
      ['Ace', 'এইস', 'square', '500 mg', tabs(10), 1200],
      ['Renova', 'রেনোভা', 'opsonin', '500 mg', tabs(10), 1000],
      ['Xpa', 'এক্সপা', 'incepta', '500 mg', tabs(10), 1050],
      ['Tamen', 'টামেন', 'aci', '500 mg', tabs(10), 900],
      ['Fast', 'ফাস্ট', 'acme', '500 mg', tabs(10), 1100],
      ['Pyrenol', 'পাইরেনল', 'ibn-sina', '500 mg', tabs(10), 950],
      ['Napa Extend', 'নাপা এক্সটেন্ড', 'beximco', '665 mg', tabs(10), 2000],
      ['Ace XR', 'এইস এক্সআর', 'square', '665 mg', tabs(10), 2000],
      ['Xpa XR', 'এক্সপা এক্সআর', 'incepta', '665 mg', tabs(10), 1900],
      ['Renova ER', 'রেনোভা ইআর', 'opsonin', '665 mg', tabs(10), 1800],
    ],
  },
  {
    generics: ['paracetamol'],
    form: 'syrup',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Fever and pain in children, including fever after vaccination, teething and colds.',
    dose: 'Children: about 10 to 15 mg per kg every 4 to 6 hours (for example 5 ml for ages 1 to 5 years), at most 4 doses a day. Use the measuring cup provided.',
    se: "Usually well tolerated; rare allergic rash. Too much can harm the liver, so keep to the dose for the child's weight.",
    indBn: 'শিশুদের জ্বর ও ব্যথায়, যেমন টিকা দেওয়ার পরের জ্বর, দাঁত ওঠা ও সর্দিতে।',
    doseBn:
      'শিশু: প্রতি কেজি ওজনে প্রায় ১০ থেকে ১৫ মি.গ্রা., ৪ থেকে ৬ ঘণ্টা পরপর (যেমন ১ থেকে ৫ বছর বয়সে ৫ মি.লি.), দিনে সর্বোচ্চ ৪ বার। সঙ্গে দেওয়া মাপার কাপ ব্যবহার করুন।',
    seBn: 'সাধারণত ভালোভাবে সহ্য হয়; কদাচিৎ অ্যালার্জিজনিত ফুসকুড়ি। বেশি খাওয়ালে লিভারের ক্ষতি হতে পারে, তাই শিশুর ওজন অনুযায়ী মাত্রা মেনে চলুন।',
    rows: [
      ['Napa', 'নাপা', 'beximco', '120 mg/5 ml', bottle(60), 3500],
      ['Ace', 'এইস', 'square', '120 mg/5 ml', bottle(60), 3500],
      ['Renova', 'রেনোভা', 'opsonin', '120 mg/5 ml', bottle(60), 3000],
      ['Fast', 'ফাস্ট', 'acme', '120 mg/5 ml', bottle(60), 3200],
      ['Tamen', 'টামেন', 'aci', '120 mg/5 ml', bottle(60), 2800],
    ],
  },
  {
    generics: ['paracetamol'],
    form: 'drops',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Fever and pain in infants and young children who cannot take syrup easily.',
    dose: 'Infants: 0.6 ml (48 mg) for under 3 months after medical advice, 1 to 1.2 ml for 4 to 11 months, every 4 to 6 hours; at most 4 doses a day.',
    se: 'Rarely rash or stomach upset. Check the dropper marking carefully; the drops are more concentrated than syrup.',
    indBn: 'যেসব শিশু ও ছোট বাচ্চা সহজে সিরাপ খেতে পারে না, তাদের জ্বর ও ব্যথায়।',
    doseBn:
      'শিশু: ৩ মাসের কম বয়সে চিকিৎসকের পরামর্শে ০.৬ মি.লি. (৪৮ মি.গ্রা.), ৪ থেকে ১১ মাস বয়সে ১ থেকে ১.২ মি.লি., ৪ থেকে ৬ ঘণ্টা পরপর; দিনে সর্বোচ্চ ৪ বার।',
    seBn: 'কদাচিৎ ফুসকুড়ি বা পেটের গোলমাল। ড্রপারের দাগ ভালো করে দেখে নিন; ড্রপসে সিরাপের চেয়ে ওষুধের ঘনত্ব বেশি।',
    rows: [
      ['Napa', 'নাপা', 'beximco', '80 mg/ml', dropper(15), 3000],
      ['Ace', 'এইস', 'square', '80 mg/ml', dropper(15), 3000],
      ['Renova', 'রেনোভা', 'opsonin', '80 mg/ml', dropper(15), 2600],
      ['Xpa', 'এক্সপা', 'incepta', '80 mg/ml', dropper(15), 2800],
    ],
  },
  {
    generics: ['paracetamol'],
    form: 'suppository',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Fever and pain in children who are vomiting, refusing medicine by mouth or asleep.',
    dose: 'Insert into the back passage: 125 mg for ages 1 to 5 years, 250 mg for 6 to 12 years, 500 mg for adults, every 6 hours as needed.',
    se: 'Occasional local irritation. Do not give by mouth and by suppository at the same time.',
    indBn: 'যেসব শিশু বমি করছে, মুখে ওষুধ খেতে চাইছে না বা ঘুমিয়ে আছে, তাদের জ্বর ও ব্যথায়।',
    doseBn:
      'মলদ্বারে প্রবেশ করাতে হয়: ১ থেকে ৫ বছর বয়সে ১২৫ মি.গ্রা., ৬ থেকে ১২ বছরে ২৫০ মি.গ্রা., প্রাপ্তবয়স্কদের ৫০০ মি.গ্রা., প্রয়োজনে ৬ ঘণ্টা পরপর।',
    seBn: 'মাঝে মাঝে মলদ্বারে জ্বালাভাব। একই সময়ে মুখে খাওয়ার ওষুধ ও সাপোজিটরি দুটোই দেবেন না।',
    rows: [
      ['Napa', 'নাপা', 'beximco', '125 mg', supps(10), 7000],
      ['Napa', 'নাপা', 'beximco', '250 mg', supps(10), 9000],
      ['Napa', 'নাপা', 'beximco', '500 mg', supps(10), 12000],
      ['Ace', 'এইস', 'square', '125 mg', supps(10), 6500],
      ['Ace', 'এইস', 'square', '250 mg', supps(10), 8500],
      ['Renova', 'রেনোভা', 'opsonin', '125 mg', supps(10), 6000],
      ['Xpa', 'এক্সপা', 'incepta', '250 mg', supps(10), 8000],
    ],
  },
  {
    generics: ['paracetamol'],
    form: 'infusion',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Short-term treatment of pain and fever in hospital when medicine by mouth is not possible.',
    dose: 'Adults over 50 kg: 1 g by slow intravenous infusion over 15 minutes, up to four times a day, at least 4 hours apart. Given by a nurse or doctor.',
    se: 'Rarely low blood pressure, flushing or a fast heartbeat during the infusion; liver harm in overdose.',
    indBn: 'মুখে ওষুধ খাওয়া সম্ভব না হলে হাসপাতালে ব্যথা ও জ্বরের স্বল্পমেয়াদি চিকিৎসায়।',
    doseBn:
      '৫০ কেজির বেশি ওজনের প্রাপ্তবয়স্ক: ১৫ মিনিট ধরে ধীরে শিরায় ইনফিউশন হিসেবে ১ গ্রাম, দিনে সর্বোচ্চ ৪ বার, অন্তত ৪ ঘণ্টা বিরতিতে। নার্স বা চিকিৎসক দেবেন।',
    seBn: 'ইনফিউশনের সময় কদাচিৎ রক্তচাপ কমে যাওয়া, মুখ লাল হয়ে যাওয়া বা বুক ধড়ফড় করা; মাত্রার বেশি হলে লিভারের ক্ষতি।',
    rows: [
      ['Napa', 'নাপা', 'beximco', '1 g/100 ml', bag(100), 22000],
      ['Ace', 'এইস', 'square', '1 g/100 ml', bag(100), 22500],
      ['Xpa', 'এক্সপা', 'incepta', '1 g/100 ml', bag(100), 20000],
    ],
  },
  {
    generics: ['paracetamol', 'caffeine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Headache, migraine, toothache and other pain where the added caffeine helps the pain reliever work better.',
    dose: 'Adults: one or two tablets every 4 to 6 hours, no more than 8 tablets in 24 hours. Avoid extra tea or coffee.',
    se: 'Nervousness, sleeplessness or a fast heartbeat from the caffeine; liver damage in overdose.',
    indBn: 'মাথাব্যথা, মাইগ্রেন, দাঁতব্যথা ও অন্যান্য ব্যথায়, যেখানে যোগ করা ক্যাফেইন ব্যথানাশককে আরও ভালো কাজ করতে সাহায্য করে।',
    doseBn: 'প্রাপ্তবয়স্ক: ৪ থেকে ৬ ঘণ্টা পরপর ১ বা ২টি ট্যাবলেট, ২৪ ঘণ্টায় ৮টির বেশি নয়। বাড়তি চা বা কফি এড়িয়ে চলুন।',
    seBn: 'ক্যাফেইনের কারণে অস্থিরতা, ঘুম না আসা বা বুক ধড়ফড়; মাত্রার বেশি হলে লিভারের ক্ষতি।',
    rows: [
      ['Napa Extra', 'নাপা এক্সট্রা', 'beximco', '500 mg + 65 mg', tabs(12, 12), 3000],
      ['Ace Plus', 'এইস প্লাস', 'square', '500 mg + 65 mg', tabs(12, 12), 3000],
      ['Xpa Plus', 'এক্সপা প্লাস', 'incepta', '500 mg + 65 mg', tabs(10), 2400],
      ['Renova Plus', 'রেনোভা প্লাস', 'opsonin', '500 mg + 65 mg', tabs(10), 2200],
      ['Fast Plus', 'ফাস্ট প্লাস', 'acme', '500 mg + 65 mg', tabs(10), 2500],
    ],
  },
  // ===================================================================== NSAIDs
  {
    generics: ['ibuprofen'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Pain and swelling from sprains, toothache, period pain, headache and arthritis; also fever.',
    dose: 'Adults: 200 to 400 mg three times a day after food, no more than 1.2 g a day without medical advice.',
    se: 'Indigestion, heartburn and nausea; rarely stomach bleeding. Avoid in stomach ulcer, late pregnancy and kidney disease.',
    indBn: 'মচকানো, দাঁতব্যথা, মাসিকের ব্যথা, মাথাব্যথা ও বাতের ব্যথা এবং ফোলায়; জ্বরেও।',
    doseBn: 'প্রাপ্তবয়স্ক: খাবারের পর ২০০ থেকে ৪০০ মি.গ্রা. দিনে ৩ বার, চিকিৎসকের পরামর্শ ছাড়া দিনে ১.২ গ্রামের বেশি নয়।',
    seBn: 'বদহজম, বুক জ্বালা ও বমিভাব; কদাচিৎ পাকস্থলীতে রক্তক্ষরণ। পাকস্থলীর আলসার, গর্ভাবস্থার শেষ দিকে ও কিডনির রোগে এড়িয়ে চলুন।',
    rows: [
      ['Inflan', 'ইনফ্লান', 'square', '400 mg', tabs(30), 6000],
      ['Profen', 'প্রোফেন', 'beximco', '400 mg', tabs(30), 5400],
      ['Brufex', 'ব্রুফেক্স', 'incepta', '400 mg', tabs(30), 4800],
      ['Ibunova', null, 'opsonin', '200 mg', tabs(30), 3600],
    ],
  },
  {
    generics: ['ibuprofen'],
    form: 'suspension',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Fever and pain in children, such as teething, earache and pain after vaccination.',
    dose: 'Children over 3 months: 5 to 10 mg per kg up to three times a day after food (for example 5 ml for ages 1 to 3 years).',
    se: 'Stomach upset or diarrhoea; do not give to a child who is dehydrated or has asthma made worse by painkillers.',
    indBn: 'শিশুদের জ্বর ও ব্যথায়, যেমন দাঁত ওঠা, কানব্যথা ও টিকার পরের ব্যথা।',
    doseBn:
      '৩ মাসের বেশি বয়সী শিশু: প্রতি কেজি ওজনে ৫ থেকে ১০ মি.গ্রা., খাবারের পর দিনে সর্বোচ্চ ৩ বার (যেমন ১ থেকে ৩ বছর বয়সে ৫ মি.লি.)।',
    seBn: 'পেটের গোলমাল বা ডায়রিয়া; পানিশূন্যতায় ভুগছে এমন শিশুকে বা ব্যথানাশকে যার হাঁপানি বাড়ে তাকে দেবেন না।',
    rows: [
      ['Inflan', 'ইনফ্লান', 'square', '100 mg/5 ml', bottle(100), 4500],
      ['Profen', 'প্রোফেন', 'beximco', '100 mg/5 ml', bottle(100), 4200],
      ['Brufex', 'ব্রুফেক্স', 'incepta', '100 mg/5 ml', bottle(100), 4000],
    ],
  },
  {
    generics: ['diclofenac'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Joint pain and stiffness in arthritis, back pain, gout attacks and pain after injury or minor surgery.',
    dose: 'Adults: 50 mg two or three times a day after food, or one 100 mg sustained-release tablet daily. Swallow whole.',
    se: 'Indigestion, stomach pain and nausea; risk of stomach bleeding, kidney strain and raised blood pressure with long use.',
    indBn: 'বাতের কারণে গিরার ব্যথা ও আড়ষ্টতা, কোমরব্যথা, গেঁটেবাতের আক্রমণ এবং আঘাত বা ছোট অস্ত্রোপচারের পরের ব্যথায়।',
    doseBn:
      'প্রাপ্তবয়স্ক: খাবারের পর ৫০ মি.গ্রা. দিনে ২ বা ৩ বার, অথবা দিনে একবার একটি ১০০ মি.গ্রা. সাসটেইনড-রিলিজ ট্যাবলেট। আস্ত গিলে খাবেন।',
    seBn: 'বদহজম, পেটব্যথা ও বমিভাব; দীর্ঘদিন সেবনে পাকস্থলীতে রক্তক্ষরণ, কিডনির ওপর চাপ ও রক্তচাপ বাড়ার ঝুঁকি।',
    rows: [
      ['Clofenac', 'ক্লোফেনাক', 'square', '50 mg', tabs(50), 10000],
      ['Clofenac SR', 'ক্লোফেনাক এসআর', 'square', '100 mg', tabs(30), 12000],
      ['Dicloben', 'ডাইক্লোবেন', 'beximco', '50 mg', tabs(50), 9000],
      ['Diclofen', 'ডাইক্লোফেন', 'opsonin', '50 mg', tabs(50), 7500],
      ['Dicloran', null, 'acme', '50 mg', tabs(50), 8000],
      ['Diclofen SR', null, 'opsonin', '100 mg', tabs(30), 10500],
    ],
  },
  {
    generics: ['diclofenac'],
    form: 'gel',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Local relief of pain and swelling in sprains, strains, bruises and joint pain of the knee or hand.',
    dose: 'Rub a thin layer gently into the painful area three or four times a day; wash hands afterwards. Not on broken skin.',
    se: 'Redness, itching or dryness where applied; rarely a rash. Avoid sunlight on the treated area.',
    indBn: 'মচকানো, পেশিতে টান, থেঁতলে যাওয়া এবং হাঁটু বা হাতের গিরার ব্যথা ও ফোলায় স্থানীয়ভাবে আরাম দিতে।',
    doseBn:
      'ব্যথার জায়গায় দিনে ৩ বা ৪ বার পাতলা করে লাগিয়ে আলতো করে ঘষুন; পরে হাত ধুয়ে ফেলুন। কাটা বা ছেঁড়া ত্বকে লাগাবেন না।',
    seBn: 'লাগানোর জায়গায় লালচে ভাব, চুলকানি বা শুষ্কতা; কদাচিৎ ফুসকুড়ি। লাগানো জায়গায় রোদ লাগাবেন না।',
    rows: [
      ['Clofenac', 'ক্লোফেনাক', 'square', '1%', tube(20), 7000],
      ['Dicloben', 'ডাইক্লোবেন', 'beximco', '1%', tube(20), 6500],
      ['Diclofen', 'ডাইক্লোফেন', 'opsonin', '1%', tube(20), 5500],
      ['Dicloran', null, 'acme', '1%', tube(20), 6000],
    ],
  },
  {
    generics: ['diclofenac'],
    form: 'injection',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Severe pain from kidney stones, gout, back pain or after an operation, for one or two days.',
    dose: 'Adults: 75 mg by deep intramuscular injection once or, in severe cases, twice a day for at most two days. Given by a health worker.',
    se: 'Pain at the injection site, stomach upset; rarely allergic reactions or kidney problems.',
    indBn: 'কিডনির পাথর, গেঁটেবাত, কোমরব্যথা বা অস্ত্রোপচারের পরের তীব্র ব্যথায়, ১ বা ২ দিনের জন্য।',
    doseBn:
      'প্রাপ্তবয়স্ক: ৭৫ মি.গ্রা. মাংসপেশির গভীরে ইনজেকশন দিনে একবার, তীব্র ক্ষেত্রে দিনে ২ বার, সর্বোচ্চ ২ দিন। স্বাস্থ্যকর্মী দেবেন।',
    seBn: 'ইনজেকশনের জায়গায় ব্যথা, পেটের গোলমাল; কদাচিৎ অ্যালার্জি বা কিডনির সমস্যা।',
    rows: [
      ['Clofenac', 'ক্লোফেনাক', 'square', '75 mg/3 ml', amps(5, 3), 7500],
      ['Dicloben', 'ডাইক্লোবেন', 'beximco', '75 mg/3 ml', amps(5, 3), 7000],
      ['Diclofen', 'ডাইক্লোফেন', 'opsonin', '75 mg/3 ml', amps(5, 3), 6000],
    ],
  },
  {
    generics: ['naproxen'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Rheumatoid arthritis, osteoarthritis, ankylosing spondylitis, acute gout and painful periods.',
    dose: 'Adults: 250 to 500 mg twice a day with food. Use the lowest dose that controls the pain.',
    se: 'Heartburn, stomach pain, dizziness and fluid retention; stomach bleeding and kidney strain are possible.',
    indBn: 'রিউমাটয়েড আর্থ্রাইটিস, অস্টিওআর্থ্রাইটিস, অ্যাংকাইলোজিং স্পন্ডিলাইটিস, হঠাৎ গেঁটেবাতের আক্রমণ ও মাসিকের ব্যথায়।',
    doseBn: 'প্রাপ্তবয়স্ক: খাবারের সঙ্গে ২৫০ থেকে ৫০০ মি.গ্রা. দিনে ২ বার। যত কম মাত্রায় ব্যথা নিয়ন্ত্রণে থাকে, সেটিই সেবন করুন।',
    seBn: 'বুক জ্বালা, পেটব্যথা, মাথা ঘোরা ও শরীরে পানি জমা; পাকস্থলীতে রক্তক্ষরণ ও কিডনির ওপর চাপ হতে পারে।',
    rows: [
      ['Naprosol', 'ন্যাপ্রোসল', 'square', '500 mg', tabs(20), 24000],
      ['Naprox', 'ন্যাপ্রক্স', 'beximco', '500 mg', tabs(20), 22000],
      ['Xenopro', null, 'incepta', '500 mg', tabs(20), 20000],
      ['Naprosol', 'ন্যাপ্রোসল', 'square', '250 mg', tabs(30), 18000],
      ['Arthrosyn', null, 'radiant', '500 mg', tabs(20), 21000],
    ],
  },
  {
    generics: ['aspirin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Prevention of heart attack and stroke in people with heart disease, after a stent or with high risk.',
    dose: 'Adults: 75 mg once a day after food, long term, as prescribed. Swallow the enteric-coated tablet whole.',
    se: 'Indigestion and easier bruising or bleeding; rarely stomach ulcer or asthma attacks. Not for children under 16.',
    indBn: 'হৃদরোগ আছে, স্টেন্ট বসানো হয়েছে বা ঝুঁকি বেশি এমন মানুষের হার্ট অ্যাটাক ও স্ট্রোক প্রতিরোধে।',
    doseBn:
      'প্রাপ্তবয়স্ক: খাবারের পর দিনে একবার ৭৫ মি.গ্রা., দীর্ঘমেয়াদে, ব্যবস্থাপত্র অনুযায়ী। এন্টেরিক-কোটেড ট্যাবলেট আস্ত গিলে খাবেন।',
    seBn: 'বদহজম এবং সহজে কালশিটে পড়া বা রক্তপাত; কদাচিৎ পাকস্থলীর আলসার বা হাঁপানির টান। ১৬ বছরের কম বয়সীদের জন্য নয়।',
    rows: [
      ['Ecosprin', 'ইকোস্প্রিন', 'acme', '75 mg', tabs(28, 14), 2240],
      ['Cardisprin', null, 'square', '75 mg', tabs(30), 3600],
      ['Asprocard', null, 'beximco', '75 mg', tabs(30), 3300],
      ['Aspilet', null, 'healthcare', '75 mg', tabs(30), 2800],
    ],
  },
];

const GUT: Family[] = [
  // ===================================================================== Acid and reflux
  {
    generics: ['omeprazole'],
    form: 'capsule',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Gastric and duodenal ulcer, reflux oesophagitis, heartburn and acidity, and stomach protection with painkillers.',
    dose: 'Adults: 20 mg once a day before breakfast for 4 to 8 weeks; 40 mg a day for severe reflux or as part of H. pylori treatment.',
    se: 'Headache, diarrhoea, wind and stomach pain; long use may lower magnesium and vitamin B12.',
    indBn: 'পাকস্থলী ও ডিওডেনামের আলসার, রিফ্লাক্স ইসোফেজাইটিস, বুক জ্বালা ও অ্যাসিডিটি, এবং ব্যথানাশকের সঙ্গে পাকস্থলী সুরক্ষায়।',
    doseBn:
      'প্রাপ্তবয়স্ক: সকালের নাশতার আগে দিনে একবার ২০ মি.গ্রা., ৪ থেকে ৮ সপ্তাহ; তীব্র রিফ্লাক্সে বা এইচ. পাইলোরি চিকিৎসার অংশ হিসেবে দিনে ৪০ মি.গ্রা.।',
    seBn: 'মাথাব্যথা, ডায়রিয়া, পেটে গ্যাস ও পেটব্যথা; দীর্ঘদিন সেবনে ম্যাগনেসিয়াম ও ভিটামিন বি১২ কমে যেতে পারে।',
    rows: [
      ['Seclo', 'সেকলো', 'square', '20 mg', caps(30), 18000],
      ['Seclo', 'সেকলো', 'square', '40 mg', caps(30), 27000],
      ['Losectil', 'লোসেকটিল', 'eskayef', '20 mg', caps(30), 15000],
      ['Losectil', 'লোসেকটিল', 'eskayef', '40 mg', caps(30), 24000],
      ['Proceptin', 'প্রোসেপটিন', 'general', '20 mg', caps(30), 15000],
      ['Omenix', 'ওমেনিক্স', 'incepta', '20 mg', caps(30), 16200],
      ['Ometac', 'ওমেটাক', 'beximco', '20 mg', caps(30), 16500],
      ['Opral', 'ওপ্রাল', 'opsonin', '20 mg', caps(30), 12000],
      ['Omezol', 'ওমিজল', 'acme', '20 mg', caps(30), 14100],
      ['Omastin', null, 'aci', '20 mg', caps(30), 13500],
    ],
  },
  {
    generics: ['esomeprazole'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Gastro-oesophageal reflux disease, healing of erosive oesophagitis, peptic ulcer and H. pylori eradication with antibiotics.',
    dose: 'Adults: 20 to 40 mg once a day at least an hour before a meal, usually for 4 to 8 weeks, then the lowest dose that keeps symptoms away.',
    se: 'Headache, nausea, diarrhoea, constipation and dry mouth; rarely low magnesium with long use.',
    indBn:
      'গ্যাস্ট্রো-ইসোফেজিয়াল রিফ্লাক্স রোগ, ক্ষয়জনিত ইসোফেজাইটিস সারাতে, পেপটিক আলসার এবং অ্যান্টিবায়োটিকের সঙ্গে এইচ. পাইলোরি নির্মূলে।',
    doseBn:
      'প্রাপ্তবয়স্ক: খাবারের অন্তত ১ ঘণ্টা আগে দিনে একবার ২০ থেকে ৪০ মি.গ্রা., সাধারণত ৪ থেকে ৮ সপ্তাহ, তারপর যত কম মাত্রায় উপসর্গ দূরে থাকে সেই মাত্রা।',
    seBn: 'মাথাব্যথা, বমিভাব, ডায়রিয়া, কোষ্ঠকাঠিন্য ও মুখ শুকিয়ে যাওয়া; দীর্ঘদিন সেবনে কদাচিৎ ম্যাগনেসিয়াম কমে যাওয়া।',
    rows: [
      ['Sergel', 'সারজেল', 'healthcare', '20 mg', tabs(30), 21000],
      ['Sergel', 'সারজেল', 'healthcare', '40 mg', tabs(30), 33000],
      ['Maxpro', 'ম্যাক্সপ্রো', 'renata', '20 mg', tabs(30), 21000],
      ['Maxpro', 'ম্যাক্সপ্রো', 'renata', '40 mg', tabs(30), 33000],
      ['Nexum', 'নেক্সাম', 'square', '20 mg', tabs(30), 19500],
      ['Nexum', 'নেক্সাম', 'square', '40 mg', tabs(30), 30000],
      ['Esonix', 'ইসোনিক্স', 'incepta', '20 mg', tabs(30), 18000],
      ['Esonix', 'ইসোনিক্স', 'incepta', '40 mg', tabs(30), 27000],
      ['Esoset', 'ইসোসেট', 'eskayef', '20 mg', tabs(30), 19800],
      ['Esoset', 'ইসোসেট', 'eskayef', '40 mg', tabs(30), 31500],
      ['Esotid', 'ইসোটিড', 'beximco', '20 mg', tabs(30), 18600],
      ['Esotid', 'ইসোটিড', 'beximco', '40 mg', tabs(30), 28500],
      ['Emazol', null, 'acme', '40 mg', tabs(30), 25500],
    ],
  },
  {
    generics: ['esomeprazole'],
    form: 'capsule',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Reflux disease and ulcers in people who prefer a capsule of delayed-release pellets.',
    dose: 'Adults: 20 to 40 mg once a day before a meal. The capsule may be opened and the pellets mixed with a little water; do not chew them.',
    se: 'Headache, stomach pain, wind and diarrhoea.',
    indBn: 'যাঁরা দেরিতে গলে এমন দানা (ডিলেইড-রিলিজ পেলেট) ভরা ক্যাপসুল পছন্দ করেন, তাঁদের রিফ্লাক্স রোগ ও আলসারে।',
    doseBn:
      'প্রাপ্তবয়স্ক: খাবারের আগে দিনে একবার ২০ থেকে ৪০ মি.গ্রা.। ক্যাপসুল খুলে দানাগুলো অল্প পানিতে মিশিয়ে খাওয়া যায়; দানাগুলো চিবাবেন না।',
    seBn: 'মাথাব্যথা, পেটব্যথা, পেটে গ্যাস ও ডায়রিয়া।',
    rows: [
      ['Sergel', 'সারজেল', 'healthcare', '20 mg', caps(30), 21600],
      ['Maxpro', 'ম্যাক্সপ্রো', 'renata', '20 mg', caps(30), 21000],
      ['Esonix', 'ইসোনিক্স', 'incepta', '20 mg', caps(30), 18600],
    ],
  },
  {
    generics: ['esomeprazole'],
    form: 'injection',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Bleeding peptic ulcer and severe reflux in hospital when tablets cannot be taken.',
    dose: 'Adults: 40 mg by slow intravenous injection or infusion once or twice a day, as decided by the doctor.',
    se: 'Headache, injection-site reactions, nausea and diarrhoea.',
    indBn: 'ট্যাবলেট খাওয়া সম্ভব না হলে হাসপাতালে রক্তক্ষরণযুক্ত পেপটিক আলসার ও তীব্র রিফ্লাক্সে।',
    doseBn: 'প্রাপ্তবয়স্ক: ধীরে শিরায় ইনজেকশন বা ইনফিউশন হিসেবে ৪০ মি.গ্রা. দিনে ১ বা ২ বার, চিকিৎসকের সিদ্ধান্ত অনুযায়ী।',
    seBn: 'মাথাব্যথা, ইনজেকশনের জায়গায় প্রতিক্রিয়া, বমিভাব ও ডায়রিয়া।',
    rows: [
      ['Sergel IV', 'সারজেল আইভি', 'healthcare', '40 mg', vials(1), 15000],
      ['Maxpro IV', 'ম্যাক্সপ্রো আইভি', 'renata', '40 mg', vials(1), 15000],
      ['Nexum IV', 'নেক্সাম আইভি', 'square', '40 mg', vials(1), 14000],
    ],
  },
  {
    generics: ['pantoprazole'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Reflux disease, peptic ulcer and prevention of stomach ulcers in people taking painkillers long term.',
    dose: 'Adults: 40 mg once a day before breakfast (20 mg for prevention or maintenance), swallowed whole.',
    se: 'Headache, diarrhoea, nausea and dizziness.',
    indBn: 'রিফ্লাক্স রোগ, পেপটিক আলসার এবং দীর্ঘদিন ব্যথানাশক সেবনকারীদের পাকস্থলীর আলসার প্রতিরোধে।',
    doseBn:
      'প্রাপ্তবয়স্ক: সকালের নাশতার আগে দিনে একবার ৪০ মি.গ্রা. (প্রতিরোধ বা নিয়ন্ত্রণ ধরে রাখতে ২০ মি.গ্রা.), আস্ত গিলে খাবেন।',
    seBn: 'মাথাব্যথা, ডায়রিয়া, বমিভাব ও মাথা ঘোরা।',
    rows: [
      ['Pantonix', 'প্যান্টোনিক্স', 'incepta', '20 mg', tabs(30), 15000],
      ['Pantonix', 'প্যান্টোনিক্স', 'incepta', '40 mg', tabs(30), 21000],
      ['Pantobex', 'প্যান্টোবেক্স', 'beximco', '20 mg', tabs(30), 14400],
      ['Pantobex', 'প্যান্টোবেক্স', 'beximco', '40 mg', tabs(30), 22500],
      ['Panzol', 'প্যানজল', 'square', '20 mg', tabs(30), 15600],
      ['Panzol', 'প্যানজল', 'square', '40 mg', tabs(30), 24000],
      ['Pantogut', null, 'drug-international', '40 mg', tabs(30), 18000],
    ],
  },
  {
    generics: ['rabeprazole'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Heartburn and reflux disease, duodenal and gastric ulcer, and H. pylori eradication.',
    dose: 'Adults: 20 mg once a day in the morning for 4 to 8 weeks; 10 mg a day to keep symptoms away.',
    se: 'Headache, diarrhoea, sore throat and tiredness.',
    indBn: 'বুক জ্বালা ও রিফ্লাক্স রোগ, ডিওডেনাম ও পাকস্থলীর আলসার এবং এইচ. পাইলোরি নির্মূলে।',
    doseBn: 'প্রাপ্তবয়স্ক: সকালে দিনে একবার ২০ মি.গ্রা., ৪ থেকে ৮ সপ্তাহ; উপসর্গ দূরে রাখতে দিনে ১০ মি.গ্রা.।',
    seBn: 'মাথাব্যথা, ডায়রিয়া, গলাব্যথা ও ক্লান্তি।',
    rows: [
      ['Finix', 'ফিনিক্স', 'opsonin', '20 mg', tabs(30), 21000],
      ['Rabeca', 'র‍্যাবেকা', 'square', '20 mg', tabs(30), 24000],
      ['Rabizol', null, 'acme', '20 mg', tabs(30), 22500],
      ['Finix', 'ফিনিক্স', 'opsonin', '10 mg', tabs(30), 13500],
    ],
  },
  {
    generics: ['famotidine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Heartburn, acid indigestion and mild peptic ulcer; a replacement for ranitidine.',
    dose: 'Adults: 20 mg twice a day or 40 mg at bedtime; for occasional heartburn 10 to 20 mg when needed, at most twice a day.',
    se: 'Headache, dizziness, constipation or diarrhoea; rarely confusion in elderly people with kidney disease.',
    indBn: 'বুক জ্বালা, অ্যাসিডজনিত বদহজম ও মৃদু পেপটিক আলসারে; রেনিটিডিনের বিকল্প।',
    doseBn:
      'প্রাপ্তবয়স্ক: ২০ মি.গ্রা. দিনে ২ বার অথবা রাতে শোয়ার আগে ৪০ মি.গ্রা.; মাঝে মাঝে বুক জ্বালায় প্রয়োজনমতো ১০ থেকে ২০ মি.গ্রা., দিনে সর্বোচ্চ ২ বার।',
    seBn: 'মাথাব্যথা, মাথা ঘোরা, কোষ্ঠকাঠিন্য বা ডায়রিয়া; কিডনির রোগে আক্রান্ত বয়স্কদের কদাচিৎ বিভ্রান্তি।',
    rows: [
      ['Famoquick', 'ফ্যামোকুইক', 'square', '20 mg', tabs(50), 10000],
      ['Famoquick', 'ফ্যামোকুইক', 'square', '40 mg', tabs(30), 10500],
      ['Famodin', 'ফ্যামোডিন', 'beximco', '20 mg', tabs(50), 9000],
      ['Fatidin', null, 'opsonin', '20 mg', tabs(50), 8000],
      ['Famonil', null, 'popular', '40 mg', tabs(30), 9000],
    ],
  },
  {
    generics: ['aluminium-hydroxide', 'magnesium-hydroxide'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Quick relief of heartburn, sour stomach, acidity and indigestion.',
    dose: 'Adults: chew one or two tablets well between meals and at bedtime, or when symptoms occur; no more than 12 tablets a day.',
    se: 'Constipation or loose stools; avoid long use in kidney disease. Take other medicines 2 hours apart.',
    indBn: 'বুক জ্বালা, টক ঢেকুর, অ্যাসিডিটি ও বদহজমে দ্রুত আরাম দিতে।',
    doseBn:
      'প্রাপ্তবয়স্ক: দুই বেলা খাবারের মাঝখানে ও রাতে শোয়ার আগে, বা উপসর্গ দেখা দিলে ১ বা ২টি ট্যাবলেট ভালো করে চিবিয়ে খাবেন; দিনে ১২টির বেশি নয়।',
    seBn: 'কোষ্ঠকাঠিন্য বা পাতলা পায়খানা; কিডনির রোগে দীর্ঘদিন সেবন এড়িয়ে চলুন। অন্য ওষুধ ২ ঘণ্টা ব্যবধানে খাবেন।',
    rows: [
      ['Neutracid', 'নিউট্রাসিড', 'square', '250 mg + 400 mg', tabs(50), 7500],
      ['Antacid Plus', 'অ্যান্টাসিড প্লাস', 'beximco', '250 mg + 400 mg', tabs(50), 6250],
      ['Maxacid', null, 'opsonin', '250 mg + 400 mg', tabs(50), 5000],
      ['Acidex', null, 'ibn-sina', '250 mg + 400 mg', tabs(50), 5500],
    ],
  },
  {
    generics: ['aluminium-hydroxide', 'magnesium-hydroxide'],
    form: 'suspension',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Heartburn, acidity and indigestion, with a liquid that coats the stomach for fast relief.',
    dose: 'Adults: 10 to 20 ml between meals and at bedtime; shake the bottle well before use.',
    se: 'Constipation or diarrhoea; chalky taste.',
    indBn: 'বুক জ্বালা, অ্যাসিডিটি ও বদহজমে; তরল ওষুধটি পাকস্থলীতে প্রলেপ দিয়ে দ্রুত আরাম দেয়।',
    doseBn:
      'প্রাপ্তবয়স্ক: দুই বেলা খাবারের মাঝখানে ও রাতে শোয়ার আগে ১০ থেকে ২০ মি.লি.; ব্যবহারের আগে বোতল ভালো করে ঝাঁকিয়ে নিন।',
    seBn: 'কোষ্ঠকাঠিন্য বা ডায়রিয়া; চকের মতো স্বাদ।',
    rows: [
      ['Neutracid', 'নিউট্রাসিড', 'square', '175 mg + 225 mg/5 ml', bottle(200), 9000],
      ['Antacid Plus', 'অ্যান্টাসিড প্লাস', 'beximco', '175 mg + 225 mg/5 ml', bottle(200), 8000],
      ['Maxacid', null, 'opsonin', '175 mg + 225 mg/5 ml', bottle(200), 7000],
      ['Acidex', null, 'ibn-sina', '175 mg + 225 mg/5 ml', bottle(200), 7500],
    ],
  },
  // ===================================================================== Nausea
  {
    generics: ['domperidone'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Nausea and vomiting, bloating, fullness and indigestion from slow stomach emptying.',
    dose: 'Adults: 10 mg up to three times a day, 15 to 30 minutes before meals, for no longer than a week without review.',
    se: 'Dry mouth, headache and stomach cramps; rarely heart-rhythm problems at high doses or in older people.',
    indBn: 'পাকস্থলী ধীরে খালি হওয়ার কারণে বমিভাব ও বমি, পেট ফাঁপা, পেট ভরা ভাব ও বদহজমে।',
    doseBn:
      'প্রাপ্তবয়স্ক: খাবারের ১৫ থেকে ৩০ মিনিট আগে ১০ মি.গ্রা. দিনে সর্বোচ্চ ৩ বার; চিকিৎসক আবার না দেখে এক সপ্তাহের বেশি নয়।',
    seBn: 'মুখ শুকিয়ে যাওয়া, মাথাব্যথা ও পেট কামড়ানো; উচ্চ মাত্রায় বা বয়স্কদের কদাচিৎ হৃৎস্পন্দনের ছন্দে সমস্যা।',
    rows: [
      ['Motigut', 'মোটিগাট', 'square', '10 mg', tabs(100), 30000],
      ['Domiprid', 'ডমিপ্রিড', 'incepta', '10 mg', tabs(100), 28000],
      ['Domilium', null, 'beximco', '10 mg', tabs(100), 27000],
      ['Deflux', null, 'opsonin', '10 mg', tabs(100), 25000],
      ['Motilon', null, 'acme', '10 mg', tabs(100), 26000],
    ],
  },
  {
    generics: ['domperidone'],
    form: 'suspension',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Nausea and vomiting in children, for a short course.',
    dose: 'Children: 0.25 mg per kg (1.25 ml per 5 kg) up to three times a day before meals, as directed by the physician.',
    se: 'Mild stomach cramps and diarrhoea; rarely restlessness.',
    indBn: 'শিশুদের বমিভাব ও বমিতে, স্বল্প সময়ের জন্য।',
    doseBn:
      'শিশু: প্রতি কেজি ওজনে ০.২৫ মি.গ্রা. (প্রতি ৫ কেজিতে ১.২৫ মি.লি.), খাবারের আগে দিনে সর্বোচ্চ ৩ বার, চিকিৎসকের নির্দেশমতো।',
    seBn: 'হালকা পেট কামড়ানো ও ডায়রিয়া; কদাচিৎ অস্থিরতা।',
    rows: [
      ['Motigut', 'মোটিগাট', 'square', '5 mg/5 ml', bottle(60), 4000],
      ['Domiprid', 'ডমিপ্রিড', 'incepta', '5 mg/5 ml', bottle(60), 3800],
      ['Domilium', null, 'beximco', '5 mg/5 ml', bottle(60), 3500],
    ],
  },
  {
    generics: ['ondansetron'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Prevention of nausea and vomiting from chemotherapy, radiotherapy or after surgery; severe vomiting in gastroenteritis.',
    dose: 'Adults: 8 mg one to two hours before treatment, then 8 mg every 12 hours for up to 5 days, as directed by the physician.',
    se: 'Headache, constipation, a feeling of warmth or flushing.',
    indBn: 'কেমোথেরাপি, রেডিওথেরাপি বা অস্ত্রোপচারের পরের বমিভাব ও বমি প্রতিরোধে; গ্যাস্ট্রোএন্টেরাইটিসে তীব্র বমিতে।',
    doseBn:
      'প্রাপ্তবয়স্ক: চিকিৎসার ১ থেকে ২ ঘণ্টা আগে ৮ মি.গ্রা., তারপর ১২ ঘণ্টা পরপর ৮ মি.গ্রা., সর্বোচ্চ ৫ দিন, চিকিৎসকের নির্দেশমতো।',
    seBn: 'মাথাব্যথা, কোষ্ঠকাঠিন্য, গরম লাগা বা মুখ লাল হয়ে যাওয়া।',
    rows: [
      ['Vomiset', 'ভমিসেট', 'square', '8 mg', tabs(10), 12000],
      ['Ondanex', 'অনড্যানেক্স', 'incepta', '8 mg', tabs(10), 11200],
      ['Anset', null, 'beximco', '8 mg', tabs(10), 10400],
    ],
  },
  {
    generics: ['ondansetron'],
    form: 'injection',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Nausea and vomiting after surgery or with chemotherapy when tablets cannot be kept down.',
    dose: 'Adults: 4 to 8 mg by slow intravenous or intramuscular injection, repeated as needed, given by a health worker.',
    se: 'Headache, flushing and injection-site pain; rarely heart-rhythm changes.',
    indBn: 'অস্ত্রোপচারের পরে বা কেমোথেরাপির সময় বমিভাব ও বমিতে, যখন ট্যাবলেট পেটে রাখা যায় না।',
    doseBn: 'প্রাপ্তবয়স্ক: ৪ থেকে ৮ মি.গ্রা. ধীরে শিরায় বা মাংসপেশিতে ইনজেকশন, প্রয়োজনে আবার; স্বাস্থ্যকর্মী দেবেন।',
    seBn: 'মাথাব্যথা, মুখ লাল হয়ে যাওয়া ও ইনজেকশনের জায়গায় ব্যথা; কদাচিৎ হৃৎস্পন্দনের ছন্দে পরিবর্তন।',
    rows: [
      ['Vomiset', 'ভমিসেট', 'square', '8 mg/4 ml', amps(1, 4), 5000],
      ['Ondanex', 'অনড্যানেক্স', 'incepta', '8 mg/4 ml', amps(1, 4), 4500],
    ],
  },
  // ===================================================================== Diarrhoea and worms
  {
    generics: ['oral-rehydration-salts'],
    form: 'sachet',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Dehydration from diarrhoea, cholera, vomiting, heatstroke or heavy sweating, in children and adults.',
    dose: 'Dissolve one sachet in exactly half a litre (500 ml) of safe drinking water. After each loose stool give 50 to 100 ml to a child under 2, 100 to 200 ml to an older child and as much as wanted to an adult. Use within 12 hours.',
    se: 'Vomiting if drunk too fast; give small sips. Never make it stronger than directed.',
    indBn: 'শিশু ও প্রাপ্তবয়স্কদের ডায়রিয়া, কলেরা, বমি, হিটস্ট্রোক বা অতিরিক্ত ঘামের কারণে পানিশূন্যতায়।',
    doseBn:
      'একটি প্যাকেট ঠিক আধা লিটার (৫০০ মি.লি.) নিরাপদ খাবার পানিতে গুলিয়ে নিন। প্রতিবার পাতলা পায়খানার পর ২ বছরের কম বয়সী শিশুকে ৫০ থেকে ১০০ মি.লি., বড় শিশুকে ১০০ থেকে ২০০ মি.লি. এবং প্রাপ্তবয়স্ককে যতটা চায় ততটা দিন। ১২ ঘণ্টার মধ্যে ব্যবহার করুন।',
    seBn: 'খুব তাড়াতাড়ি খেলে বমি হতে পারে; অল্প অল্প চুমুকে দিন। নির্দেশের চেয়ে কখনো ঘন করে বানাবেন না।',
    rows: [
      ['Orsaline-N', 'ওরস্যালাইন-এন', 'smc', '10.25 g/sachet', sachets(20), 12000],
      ['ORS Plus', 'ওআরএস প্লাস', 'acme', '10.25 g/sachet', sachets(20), 10000],
      ['Rehydrate', 'রিহাইড্রেট', 'square', '10.25 g/sachet', sachets(20), 11000],
      ['Saline-R', null, 'popular', '10.25 g/sachet', sachets(20), 9000],
    ],
  },
  {
    generics: ['zinc'],
    form: 'tablet',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Given with ORS in childhood diarrhoea to shorten it and prevent repeat episodes; zinc deficiency.',
    dose: 'Dissolve in a little water or breast milk: 10 mg a day for infants under 6 months, 20 mg a day from 6 months, for 10 days.',
    se: 'Nausea or vomiting if given on an empty stomach; metallic taste.',
    indBn: 'শিশুর ডায়রিয়ায় ওআরএসের সঙ্গে দেওয়া হয়, ডায়রিয়ার মেয়াদ কমাতে ও আবার হওয়া ঠেকাতে; জিংকের ঘাটতিতে।',
    doseBn:
      'অল্প পানি বা বুকের দুধে গুলিয়ে দিন: ৬ মাসের কম বয়সী শিশুকে দিনে ১০ মি.গ্রা., ৬ মাস থেকে দিনে ২০ মি.গ্রা., ১০ দিন।',
    seBn: 'খালি পেটে দিলে বমিভাব বা বমি; মুখে ধাতব স্বাদ।',
    rows: [
      ['Zincob', 'জিংকব', 'square', '20 mg', tabs(30), 6000],
      ['Zinco', 'জিংকো', 'acme', '20 mg', tabs(30), 5400],
      ['Baby Zinc', 'বেবি জিংক', 'smc', '20 mg', tabs(30), 4500],
    ],
  },
  {
    generics: ['zinc'],
    form: 'syrup',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Childhood diarrhoea together with ORS, and zinc deficiency with poor appetite or slow growth.',
    dose: 'Children under 6 months: 5 ml a day; from 6 months: 10 ml a day, for 10 to 14 days.',
    se: 'Occasional nausea or vomiting; give after food.',
    indBn: 'ওআরএসের সঙ্গে শিশুর ডায়রিয়ায়, এবং রুচি কম বা ধীর বৃদ্ধিসহ জিংকের ঘাটতিতে।',
    doseBn: '৬ মাসের কম বয়সী শিশু: দিনে ৫ মি.লি.; ৬ মাস থেকে: দিনে ১০ মি.লি., ১০ থেকে ১৪ দিন।',
    seBn: 'মাঝে মাঝে বমিভাব বা বমি; খাবারের পরে দিন।',
    rows: [
      ['Zincob', 'জিংকব', 'square', '10 mg/5 ml', bottle(100), 4500],
      ['Zinco', 'জিংকো', 'acme', '10 mg/5 ml', bottle(100), 4000],
      ['Zinkid', null, 'incepta', '10 mg/5 ml', bottle(100), 4200],
      ['Baby Zinc', 'বেবি জিংক', 'smc', '10 mg/5 ml', bottle(100), 3500],
    ],
  },
  {
    generics: ['albendazole'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Roundworm, hookworm, whipworm and threadworm; routine family deworming.',
    dose: 'Adults and children over 2 years: one 400 mg chewable tablet as a single dose; repeat after 2 to 3 weeks for threadworm.',
    se: 'Mild stomach pain, nausea or headache. Not in pregnancy.',
    indBn: 'কেঁচোকৃমি, বক্রকৃমি, চাবুককৃমি ও সুতাকৃমিতে; পরিবারের সবার নিয়মিত কৃমিনাশে।',
    doseBn:
      'প্রাপ্তবয়স্ক ও ২ বছরের বেশি বয়সী শিশু: একটি ৪০০ মি.গ্রা. চিবিয়ে খাওয়ার ট্যাবলেট, একবারের মাত্রা হিসেবে; সুতাকৃমির জন্য ২ থেকে ৩ সপ্তাহ পর আবার।',
    seBn: 'হালকা পেটব্যথা, বমিভাব বা মাথাব্যথা। গর্ভাবস্থায় নয়।',
    rows: [
      ['Albezol', 'অ্যালবেজল', 'square', '400 mg', tabs(1, 1), 600],
      ['Albenta', 'অ্যালবেন্টা', 'eskayef', '400 mg', tabs(1, 1), 550],
      ['Wormin', 'ওয়ার্মিন', 'beximco', '400 mg', tabs(1, 1), 500],
      ['Benda', null, 'opsonin', '400 mg', tabs(1, 1), 500],
    ],
  },
  {
    generics: ['albendazole'],
    form: 'suspension',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Worm infestations in young children who cannot chew a tablet.',
    dose: 'Children 1 to 2 years: 5 ml (200 mg) once; over 2 years: 10 ml (400 mg) once. Shake well.',
    se: 'Mild tummy ache or diarrhoea.',
    indBn: 'যেসব ছোট শিশু ট্যাবলেট চিবাতে পারে না, তাদের কৃমির সংক্রমণে।',
    doseBn:
      '১ থেকে ২ বছরের শিশু: ৫ মি.লি. (২০০ মি.গ্রা.) একবার; ২ বছরের বেশি: ১০ মি.লি. (৪০০ মি.গ্রা.) একবার। ভালো করে ঝাঁকিয়ে নিন।',
    seBn: 'হালকা পেটব্যথা বা ডায়রিয়া।',
    rows: [
      ['Albezol', 'অ্যালবেজল', 'square', '200 mg/5 ml', bottle(10), 3000],
      ['Albenta', 'অ্যালবেন্টা', 'eskayef', '200 mg/5 ml', bottle(10), 2800],
      ['Wormin', 'ওয়ার্মিন', 'beximco', '200 mg/5 ml', bottle(10), 2500],
    ],
  },
  // ===================================================================== Constipation
  {
    generics: ['bisacodyl'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Short-term relief of constipation and emptying the bowel before an examination.',
    dose: 'Adults: 5 to 10 mg at bedtime for a bowel movement next morning; do not use for more than a few days.',
    se: 'Stomach cramps and diarrhoea; long use can weaken the bowel.',
    indBn: 'কোষ্ঠকাঠিন্যের স্বল্পমেয়াদি উপশমে এবং পরীক্ষার আগে অন্ত্র খালি করতে।',
    doseBn:
      'প্রাপ্তবয়স্ক: রাতে শোয়ার আগে ৫ থেকে ১০ মি.গ্রা., যাতে পরদিন সকালে পায়খানা হয়; কয়েক দিনের বেশি ব্যবহার করবেন না।',
    seBn: 'পেট কামড়ানো ও ডায়রিয়া; দীর্ঘদিন ব্যবহারে অন্ত্র দুর্বল হয়ে যেতে পারে।',
    rows: [
      ['Bisacol', 'বিসাকল', 'beximco', '5 mg', tabs(30), 3000],
      ['Laxadyl', null, 'square', '5 mg', tabs(30), 3600],
      ['Bisalax', null, 'opsonin', '5 mg', tabs(30), 2700],
    ],
  },
  {
    generics: ['bisacodyl'],
    form: 'suppository',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Fast relief of constipation, usually within an hour, and bowel preparation.',
    dose: 'Adults: one 10 mg suppository inserted into the back passage when needed; children 5 mg on medical advice.',
    se: 'Local discomfort and cramps.',
    indBn: 'কোষ্ঠকাঠিন্যে দ্রুত আরাম, সাধারণত ১ ঘণ্টার মধ্যে, এবং অন্ত্র পরিষ্কারের প্রস্তুতিতে।',
    doseBn: 'প্রাপ্তবয়স্ক: প্রয়োজনে একটি ১০ মি.গ্রা. সাপোজিটরি মলদ্বারে প্রবেশ করাবেন; শিশুদের চিকিৎসকের পরামর্শে ৫ মি.গ্রা.।',
    seBn: 'মলদ্বারে অস্বস্তি ও পেট কামড়ানো।',
    rows: [
      ['Bisacol', 'বিসাকল', 'beximco', '10 mg', supps(5), 4500],
      ['Laxadyl', null, 'square', '10 mg', supps(5), 4800],
    ],
  },
  {
    generics: ['glycerin'],
    form: 'suppository',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Occasional constipation in babies, children and adults.',
    dose: 'Moisten and insert one suppository (infant, child or adult size) into the back passage; it works in 15 to 30 minutes.',
    se: 'Mild local irritation.',
    indBn: 'ছোট শিশু, বড় শিশু ও প্রাপ্তবয়স্কদের মাঝে মাঝে হওয়া কোষ্ঠকাঠিন্যে।',
    doseBn:
      'একটি সাপোজিটরি (ছোট শিশু, বড় শিশু বা প্রাপ্তবয়স্কের মাপের) পানিতে ভিজিয়ে মলদ্বারে প্রবেশ করান; ১৫ থেকে ৩০ মিনিটে কাজ করে।',
    seBn: 'মলদ্বারে হালকা জ্বালাভাব।',
    rows: [
      ['Glycerin Infant', 'গ্লিসারিন ইনফ্যান্ট', 'square', '1 g', supps(10), 7500],
      ['Glycerin Child', 'গ্লিসারিন চাইল্ড', 'square', '2 g', supps(10), 9000],
      ['Glysup', null, 'popular', '1 g', supps(10), 6500],
      ['Glysup', null, 'popular', '2 g', supps(10), 8000],
    ],
  },
];

const METABOLIC: Family[] = [
  // ===================================================================== Diabetes
  {
    generics: ['metformin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 2 diabetes, alone or with other medicines or insulin; also used in polycystic ovary syndrome.',
    dose: 'Adults: start with 500 mg once or twice a day with meals and increase slowly; usual maximum 2 g a day. Extended-release tablets are taken once a day with the evening meal.',
    se: 'Nausea, diarrhoea, stomach upset and metallic taste, which settle with time; vitamin B12 may fall with long use. Stop before contrast X-rays and in severe illness.',
    indBn: 'টাইপ ২ ডায়াবেটিসে, এককভাবে বা অন্য ওষুধ বা ইনসুলিনের সঙ্গে; পলিসিস্টিক ওভারি সিনড্রোমেও ব্যবহৃত হয়।',
    doseBn:
      'প্রাপ্তবয়স্ক: খাবারের সঙ্গে ৫০০ মি.গ্রা. দিনে ১ বা ২ বার দিয়ে শুরু করে ধীরে ধীরে বাড়ানো হয়; সাধারণত সর্বোচ্চ দিনে ২ গ্রাম। এক্সটেন্ডেড-রিলিজ ট্যাবলেট দিনে একবার রাতের খাবারের সঙ্গে খেতে হয়।',
    seBn: 'বমিভাব, ডায়রিয়া, পেটের গোলমাল ও মুখে ধাতব স্বাদ, যা সময়ের সঙ্গে কমে যায়; দীর্ঘদিন সেবনে ভিটামিন বি১২ কমতে পারে। কনট্রাস্ট দিয়ে এক্স-রের আগে ও গুরুতর অসুস্থতায় বন্ধ রাখুন।',
    rows: [
      ['Comet', 'কমেট', 'square', '500 mg', tabs(100), 40000],
      ['Comet', 'কমেট', 'square', '850 mg', tabs(100), 60000],
      ['Comet XR', 'কমেট এক্সআর', 'square', '500 mg', tabs(30), 21000],
      ['Bigmet', 'বিগমেট', 'opsonin', '500 mg', tabs(100), 30000],
      ['Bigmet', 'বিগমেট', 'opsonin', '850 mg', tabs(100), 45000],
      ['Informet', 'ইনফরমেট', 'incepta', '500 mg', tabs(100), 35000],
      ['Informet', 'ইনফরমেট', 'incepta', '850 mg', tabs(100), 52000],
      ['Glucomin', 'গ্লুকোমিন', 'beximco', '500 mg', tabs(100), 38000],
      ['Metfo', null, 'renata', '500 mg', tabs(100), 36000],
      ['Diamet', null, 'healthcare', '500 mg', tabs(100), 32000],
    ],
  },
  {
    generics: ['gliclazide'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 2 diabetes when diet, exercise and metformin are not enough.',
    dose: 'Adults: 80 mg once or twice a day with breakfast (and supper); modified-release 30 to 120 mg once a day with breakfast.',
    se: 'Low blood sugar (sweating, shaking, hunger), especially if a meal is missed; weight gain and stomach upset.',
    indBn: 'খাদ্যাভ্যাস, ব্যায়াম ও মেটফরমিনে যথেষ্ট নিয়ন্ত্রণ না হলে টাইপ ২ ডায়াবেটিসে।',
    doseBn:
      'প্রাপ্তবয়স্ক: সকালের নাশতার (এবং রাতের খাবারের) সঙ্গে ৮০ মি.গ্রা. দিনে ১ বা ২ বার; মডিফায়েড-রিলিজ ৩০ থেকে ১২০ মি.গ্রা. দিনে একবার নাশতার সঙ্গে।',
    seBn: 'রক্তে শর্করা কমে যাওয়া (ঘাম, কাঁপুনি, খিদে), বিশেষ করে কোনো বেলার খাবার বাদ পড়লে; ওজন বাড়া ও পেটের গোলমাল।',
    rows: [
      ['Comprid', 'কমপ্রিড', 'square', '80 mg', tabs(50), 35000],
      ['Comprid MR', 'কমপ্রিড এমআর', 'square', '30 mg', tabs(30), 25500],
      ['Gliclid', 'গ্লিক্লিড', 'incepta', '80 mg', tabs(50), 30000],
      ['Gliclid MR', 'গ্লিক্লিড এমআর', 'incepta', '30 mg', tabs(30), 22500],
      ['Diazide', null, 'beximco', '80 mg', tabs(50), 32500],
      ['Diazide MR', null, 'beximco', '30 mg', tabs(30), 24000],
      ['Glicron', null, 'aci', '80 mg', tabs(50), 27500],
    ],
  },
  {
    generics: ['glimepiride'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 2 diabetes, alone or with metformin or insulin.',
    dose: 'Adults: 1 mg once a day with breakfast, raised every 1 to 2 weeks as needed; usual maximum 4 to 6 mg a day.',
    se: 'Low blood sugar, dizziness, nausea and weight gain.',
    indBn: 'টাইপ ২ ডায়াবেটিসে, এককভাবে বা মেটফরমিন বা ইনসুলিনের সঙ্গে।',
    doseBn:
      'প্রাপ্তবয়স্ক: সকালের নাশতার সঙ্গে দিনে একবার ১ মি.গ্রা., প্রয়োজনে ১ থেকে ২ সপ্তাহ পরপর বাড়ানো হয়; সাধারণত সর্বোচ্চ দিনে ৪ থেকে ৬ মি.গ্রা.।',
    seBn: 'রক্তে শর্করা কমে যাওয়া, মাথা ঘোরা, বমিভাব ও ওজন বাড়া।',
    rows: [
      ['Secrin', 'সিক্রিন', 'square', '2 mg', tabs(30), 30000],
      ['Glimerol', 'গ্লিমেরল', 'incepta', '2 mg', tabs(30), 27000],
      ['Glimestar', null, 'beximco', '2 mg', tabs(30), 28500],
      ['Secrin', 'সিক্রিন', 'square', '1 mg', tabs(30), 18000],
      ['Glimerol', 'গ্লিমেরল', 'incepta', '1 mg', tabs(30), 16500],
    ],
  },
  {
    generics: ['sitagliptin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 2 diabetes, with diet and exercise, alone or added to metformin.',
    dose: 'Adults: 100 mg once a day with or without food; 50 mg or 25 mg a day in kidney disease.',
    se: 'Headache, cold-like symptoms and joint pain; rarely pancreatitis (severe stomach pain).',
    indBn: 'টাইপ ২ ডায়াবেটিসে, খাদ্যাভ্যাস ও ব্যায়ামের সঙ্গে, এককভাবে বা মেটফরমিনের সঙ্গে যোগ করে।',
    doseBn: 'প্রাপ্তবয়স্ক: খাবারের সঙ্গে বা আলাদা, দিনে একবার ১০০ মি.গ্রা.; কিডনির রোগে দিনে ৫০ মি.গ্রা. বা ২৫ মি.গ্রা.।',
    seBn: 'মাথাব্যথা, সর্দির মতো উপসর্গ ও গিরায় ব্যথা; কদাচিৎ প্যানক্রিয়াটাইটিস (পেটে তীব্র ব্যথা)।',
    rows: [
      ['Sitaglip', 'সিটাগ্লিপ', 'square', '50 mg', tabs(30), 90000],
      ['Sitaglip', 'সিটাগ্লিপ', 'square', '100 mg', tabs(30), 150000],
      ['Sitanex', null, 'incepta', '50 mg', tabs(30), 81000],
      ['Zitum', 'জিটাম', 'beximco', '50 mg', tabs(30), 84000],
      ['Zitum', 'জিটাম', 'beximco', '100 mg', tabs(30), 138000],
      ['Gliptin', null, 'renata', '50 mg', tabs(30), 87000],
    ],
  },
  {
    generics: ['linagliptin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 2 diabetes, including people with reduced kidney function.',
    dose: 'Adults: 5 mg once a day, at any time, with or without food.',
    se: 'Stuffy nose, sore throat and cough; rarely low blood sugar when used with a sulfonylurea or insulin.',
    indBn: 'টাইপ ২ ডায়াবেটিসে, কিডনির কার্যক্ষমতা কমে যাওয়া রোগীদেরও।',
    doseBn: 'প্রাপ্তবয়স্ক: দিনে একবার ৫ মি.গ্রা., যেকোনো সময়, খাবারের সঙ্গে বা আলাদা।',
    seBn: 'নাক বন্ধ, গলাব্যথা ও কাশি; সালফোনাইলইউরিয়া বা ইনসুলিনের সঙ্গে ব্যবহারে কদাচিৎ রক্তে শর্করা কমে যাওয়া।',
    rows: [
      ['Linatab', 'লিনাট্যাব', 'square', '5 mg', tabs(30), 150000],
      ['Linaglip', null, 'incepta', '5 mg', tabs(30), 135000],
      ['Linatrol', null, 'radiant', '5 mg', tabs(30), 165000],
    ],
  },
  {
    generics: ['empagliflozin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 2 diabetes, and heart failure or chronic kidney disease with or without diabetes.',
    dose: 'Adults: 10 mg once a day in the morning, raised to 25 mg if needed for blood sugar control. Drink enough water.',
    se: 'Genital yeast infections, urinary infections, more frequent urination and thirst; rarely ketoacidosis.',
    indBn: 'টাইপ ২ ডায়াবেটিসে, এবং ডায়াবেটিস থাকুক বা না থাকুক, হার্ট ফেইলিউর বা দীর্ঘমেয়াদি কিডনি রোগে।',
    doseBn:
      'প্রাপ্তবয়স্ক: সকালে দিনে একবার ১০ মি.গ্রা., রক্তে শর্করা নিয়ন্ত্রণে প্রয়োজনে ২৫ মি.গ্রা. পর্যন্ত বাড়ানো হয়। পর্যাপ্ত পানি পান করুন।',
    seBn: 'যৌনাঙ্গে ছত্রাক সংক্রমণ, প্রস্রাবের সংক্রমণ, ঘন ঘন প্রস্রাব ও পিপাসা; কদাচিৎ কিটোঅ্যাসিডোসিস।',
    rows: [
      ['Empaglif', 'এমপাগ্লিফ', 'square', '10 mg', tabs(30), 135000],
      ['Empaglif', 'এমপাগ্লিফ', 'square', '25 mg', tabs(30), 195000],
      ['Empalit', null, 'incepta', '10 mg', tabs(30), 120000],
      ['Empa', 'এমপা', 'beximco', '10 mg', tabs(30), 126000],
      ['Glifozin', null, 'healthcare', '10 mg', tabs(30), 117000],
    ],
  },
  {
    generics: ['insulin-human'],
    form: 'injection',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 1 diabetes and type 2 diabetes not controlled by tablets; short-acting insulin for meals and premixed insulin for twice-daily use.',
    dose: 'Injected under the skin 30 minutes before meals in the dose set by the physician; keep unopened vials and cartridges in a refrigerator, never frozen.',
    se: 'Low blood sugar (shaking, sweating, confusion) needs sugar at once; weight gain and lumps at injection sites if the same spot is used.',
    indBn:
      'টাইপ ১ ডায়াবেটিস এবং ট্যাবলেটে নিয়ন্ত্রণ হয় না এমন টাইপ ২ ডায়াবেটিসে; খাবারের জন্য স্বল্পমেয়াদি (শর্ট-অ্যাক্টিং) ইনসুলিন এবং দিনে ২ বার ব্যবহারের জন্য প্রিমিক্সড ইনসুলিন।',
    doseBn:
      'চিকিৎসকের ঠিক করা মাত্রায় খাবারের ৩০ মিনিট আগে চামড়ার নিচে ইনজেকশন দিতে হয়; না খোলা ভায়াল ও কার্ট্রিজ ফ্রিজে রাখুন, কখনো জমাবেন না।',
    seBn: 'রক্তে শর্করা কমে গেলে (কাঁপুনি, ঘাম, বিভ্রান্তি) সঙ্গে সঙ্গে চিনি খেতে হবে; ওজন বাড়া, এবং একই জায়গায় বারবার দিলে ইনজেকশনের জায়গায় চাকা হয়ে যাওয়া।',
    rows: [
      ['Insulet R', 'ইনসুলেট আর', 'incepta', '100 IU/ml (soluble)', vials(1, 10), 60000],
      ['Insulet 30/70', 'ইনসুলেট ৩০/৭০', 'incepta', '100 IU/ml (30/70)', vials(1, 10), 60000],
      ['Renasulin R', 'রেনাসুলিন আর', 'renata', '100 IU/ml (soluble)', vials(1, 10), 64000],
      ['Renasulin 30/70', 'রেনাসুলিন ৩০/৭০', 'renata', '100 IU/ml (30/70)', vials(1, 10), 64000],
      ['Insugen R', 'ইনসুজেন আর', 'beximco', '100 IU/ml (soluble)', vials(1, 10), 62000],
      ['Insugen 30/70', 'ইনসুজেন ৩০/৭০', 'beximco', '100 IU/ml (30/70)', vials(1, 10), 62000],
    ],
  },
  {
    generics: ['insulin-glargine'],
    form: 'injection',
    cls: 'prescription',
    cat: 'Diabetic Care',
    ind: 'Type 1 and type 2 diabetes needing a steady background (basal) insulin.',
    dose: 'Injected under the skin once a day at the same time each day, in the dose set by the physician; do not mix with other insulins.',
    se: 'Low blood sugar, injection-site redness and weight gain.',
    indBn: 'টাইপ ১ ও টাইপ ২ ডায়াবেটিসে, যখন সারাদিন স্থির ভিত্তি (বেসাল) ইনসুলিন দরকার।',
    doseBn: 'চিকিৎসকের ঠিক করা মাত্রায় দিনে একবার, প্রতিদিন একই সময়ে চামড়ার নিচে ইনজেকশন; অন্য ইনসুলিনের সঙ্গে মেশাবেন না।',
    seBn: 'রক্তে শর্করা কমে যাওয়া, ইনজেকশনের জায়গা লাল হয়ে যাওয়া ও ওজন বাড়া।',
    rows: [
      ['Glarin', 'গ্লারিন', 'incepta', '100 IU/ml', pen(1), 120000],
      ['Basalog', 'বাসালগ', 'renata', '100 IU/ml', pen(1), 135000],
      ['Glargin-B', null, 'beximco', '100 IU/ml', pen(1), 128000],
    ],
  },
  // ===================================================================== Heart and blood pressure
  {
    generics: ['amlodipine'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'High blood pressure and chronic stable or vasospastic angina.',
    dose: 'Adults: 5 mg once a day, raised to 10 mg if needed; 2.5 mg in older or frail people.',
    se: 'Ankle swelling, flushing, headache and tiredness; palpitations at the start.',
    indBn: 'উচ্চ রক্তচাপ এবং দীর্ঘমেয়াদি স্থিতিশীল বা ভ্যাসোস্পাস্টিক অ্যানজাইনায় (বুকে ব্যথা)।',
    doseBn: 'প্রাপ্তবয়স্ক: দিনে একবার ৫ মি.গ্রা., প্রয়োজনে ১০ মি.গ্রা. পর্যন্ত; বয়স্ক বা দুর্বলদের ২.৫ মি.গ্রা.।',
    seBn: 'গোড়ালি ফোলা, মুখ লাল হয়ে যাওয়া, মাথাব্যথা ও ক্লান্তি; শুরুতে বুক ধড়ফড়।',
    rows: [
      ['Camlodin', 'ক্যামলোডিন', 'square', '5 mg', tabs(30), 15000],
      ['Camlodin', 'ক্যামলোডিন', 'square', '10 mg', tabs(30), 24000],
      ['Amdocal', 'অ্যামডোকাল', 'beximco', '5 mg', tabs(30), 14000],
      ['Amdocal', 'অ্যামডোকাল', 'beximco', '10 mg', tabs(30), 23000],
      ['Amlocard', 'অ্যামলোকার্ড', 'incepta', '5 mg', tabs(30), 12600],
      ['Amlocard', 'অ্যামলোকার্ড', 'incepta', '10 mg', tabs(30), 21000],
      ['Amlovas', null, 'renata', '5 mg', tabs(30), 13500],
      ['Amlopin', null, 'opsonin', '5 mg', tabs(30), 10500],
      ['Normopress', null, 'aristopharma', '5 mg', tabs(30), 11400],
    ],
  },
  {
    generics: ['losartan'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'High blood pressure, protection of the kidneys in type 2 diabetes with protein in the urine, and heart failure.',
    dose: 'Adults: 50 mg once a day, raised to 100 mg if needed; 25 mg to start in some people.',
    se: 'Dizziness, tiredness and raised potassium; not in pregnancy.',
    indBn: 'উচ্চ রক্তচাপ, প্রস্রাবে প্রোটিনসহ টাইপ ২ ডায়াবেটিসে কিডনি সুরক্ষা, এবং হার্ট ফেইলিউরে।',
    doseBn: 'প্রাপ্তবয়স্ক: দিনে একবার ৫০ মি.গ্রা., প্রয়োজনে ১০০ মি.গ্রা. পর্যন্ত; কারও কারও ক্ষেত্রে শুরুতে ২৫ মি.গ্রা.।',
    seBn: 'মাথা ঘোরা, ক্লান্তি ও রক্তে পটাশিয়াম বেড়ে যাওয়া; গর্ভাবস্থায় নয়।',
    rows: [
      ['Angilock', 'অ্যানজিলক', 'square', '50 mg', tabs(30), 30000],
      ['Angilock', 'অ্যানজিলক', 'square', '25 mg', tabs(30), 18000],
      ['Angilock', 'অ্যানজিলক', 'square', '100 mg', tabs(30), 48000],
      ['Osartil', 'ওসারটিল', 'incepta', '50 mg', tabs(30), 27000],
      ['Osartil', 'ওসারটিল', 'incepta', '100 mg', tabs(30), 45000],
      ['Losart', 'লোসার্ট', 'beximco', '50 mg', tabs(30), 28500],
      ['Rasilos', null, 'renata', '50 mg', tabs(30), 25500],
      ['Larb', null, 'drug-international', '50 mg', tabs(30), 24000],
      ['Prosan', null, 'acme', '50 mg', tabs(30), 26400],
    ],
  },
  {
    generics: ['losartan', 'hydrochlorothiazide'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'High blood pressure not controlled by losartan alone.',
    dose: 'Adults: one tablet once a day; the strength is chosen by the physician.',
    se: 'Dizziness, low potassium or sodium, raised uric acid and more frequent urination; not in pregnancy.',
    indBn: 'শুধু লোসারটানে নিয়ন্ত্রণে আসে না এমন উচ্চ রক্তচাপে।',
    doseBn: 'প্রাপ্তবয়স্ক: দিনে একবার ১টি ট্যাবলেট; কোন শক্তির ট্যাবলেট, তা চিকিৎসক ঠিক করবেন।',
    seBn: 'মাথা ঘোরা, পটাশিয়াম বা সোডিয়াম কমে যাওয়া, ইউরিক অ্যাসিড বাড়া ও ঘন ঘন প্রস্রাব; গর্ভাবস্থায় নয়।',
    rows: [
      ['Angilock Plus', 'অ্যানজিলক প্লাস', 'square', '50 mg + 12.5 mg', tabs(30), 36000],
      ['Osartil Plus', 'ওসারটিল প্লাস', 'incepta', '50 mg + 12.5 mg', tabs(30), 33000],
      ['Losart Plus', 'লোসার্ট প্লাস', 'beximco', '50 mg + 12.5 mg', tabs(30), 34500],
      ['Rasilos Plus', null, 'renata', '50 mg + 12.5 mg', tabs(30), 31500],
      ['Angilock Plus', 'অ্যানজিলক প্লাস', 'square', '100 mg + 25 mg', tabs(30), 54000],
    ],
  },
  {
    generics: ['bisoprolol'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'High blood pressure, angina and stable heart failure.',
    dose: 'Adults: 5 mg once a day in the morning, adjusted between 2.5 and 10 mg; do not stop suddenly.',
    se: 'Tiredness, cold hands and feet, slow heartbeat and dizziness.',
    indBn: 'উচ্চ রক্তচাপ, অ্যানজাইনা ও স্থিতিশীল হার্ট ফেইলিউরে।',
    doseBn: 'প্রাপ্তবয়স্ক: সকালে দিনে একবার ৫ মি.গ্রা., ২.৫ থেকে ১০ মি.গ্রা.-এর মধ্যে মাত্রা ঠিক করা হয়; হঠাৎ বন্ধ করবেন না।',
    seBn: 'ক্লান্তি, হাত-পা ঠান্ডা, হৃৎস্পন্দন ধীর হওয়া ও মাথা ঘোরা।',
    rows: [
      ['Bisocor', 'বিসোকর', 'square', '5 mg', tabs(30), 24000],
      ['Bisocor', 'বিসোকর', 'square', '2.5 mg', tabs(30), 15000],
      ['Biselect', null, 'incepta', '5 mg', tabs(30), 21000],
      ['Bisolok', null, 'beximco', '5 mg', tabs(30), 22500],
      ['Bisopro', null, 'acme', '5 mg', tabs(30), 19500],
    ],
  },
  {
    generics: ['atorvastatin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'High cholesterol and prevention of heart attack and stroke in people at raised risk, including diabetes.',
    dose: 'Adults: 10 to 20 mg once a day, at any time, up to 80 mg; with a low-fat diet.',
    se: 'Muscle aches, stomach upset and headache; report unexplained muscle pain or weakness.',
    indBn: 'উচ্চ কোলেস্টেরলে, এবং ডায়াবেটিসসহ যাঁদের ঝুঁকি বেশি তাঁদের হার্ট অ্যাটাক ও স্ট্রোক প্রতিরোধে।',
    doseBn: 'প্রাপ্তবয়স্ক: দিনে একবার ১০ থেকে ২০ মি.গ্রা., যেকোনো সময়, সর্বোচ্চ ৮০ মি.গ্রা. পর্যন্ত; সঙ্গে কম চর্বিযুক্ত খাবার।',
    seBn: 'পেশিতে ব্যথা, পেটের গোলমাল ও মাথাব্যথা; অকারণ পেশিব্যথা বা দুর্বলতা হলে জানান।',
    rows: [
      ['Atova', 'অ্যাটোভা', 'beximco', '10 mg', tabs(30), 30000],
      ['Atova', 'অ্যাটোভা', 'beximco', '20 mg', tabs(30), 48000],
      ['Lipicon', 'লিপিকন', 'square', '10 mg', tabs(30), 33000],
      ['Lipicon', 'লিপিকন', 'square', '20 mg', tabs(30), 51000],
      ['Atorin', null, 'incepta', '10 mg', tabs(30), 27000],
      ['Atorin', null, 'incepta', '20 mg', tabs(30), 45000],
      ['Atorvin', null, 'renata', '10 mg', tabs(30), 31500],
      ['Atorstat', null, 'opsonin', '10 mg', tabs(30), 24000],
    ],
  },
  {
    generics: ['rosuvastatin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'High cholesterol and mixed lipid disorders, and prevention of heart disease.',
    dose: 'Adults: 5 to 10 mg once a day, raised to 20 mg if needed; 5 mg for people of South Asian origin to start.',
    se: 'Muscle aches, headache, constipation and nausea; rarely muscle damage.',
    indBn: 'উচ্চ কোলেস্টেরল ও মিশ্র লিপিডের সমস্যায়, এবং হৃদরোগ প্রতিরোধে।',
    doseBn: 'প্রাপ্তবয়স্ক: দিনে একবার ৫ থেকে ১০ মি.গ্রা., প্রয়োজনে ২০ মি.গ্রা. পর্যন্ত; দক্ষিণ এশীয় বংশোদ্ভূতদের শুরুতে ৫ মি.গ্রা.।',
    seBn: 'পেশিতে ব্যথা, মাথাব্যথা, কোষ্ঠকাঠিন্য ও বমিভাব; কদাচিৎ পেশির ক্ষতি।',
    rows: [
      ['Rosutin', 'রসুটিন', 'square', '10 mg', tabs(30), 60000],
      ['Rosutin', 'রসুটিন', 'square', '5 mg', tabs(30), 36000],
      ['Rosuvas', null, 'incepta', '10 mg', tabs(30), 54000],
      ['Rosuvas', null, 'incepta', '5 mg', tabs(30), 33000],
      ['Rovista', 'রোভিস্টা', 'beximco', '10 mg', tabs(30), 57000],
      ['Rostat', null, 'renata', '10 mg', tabs(30), 58500],
      ['Colosin', null, 'radiant', '10 mg', tabs(30), 51000],
    ],
  },
  {
    generics: ['clopidogrel'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Prevention of clots after a heart attack, stent, stroke or in peripheral artery disease; often with low-dose aspirin.',
    dose: 'Adults: 75 mg once a day; a 300 mg loading dose may be given first in hospital.',
    se: 'Bruising and bleeding, stomach upset and diarrhoea; tell any dentist or surgeon you take it.',
    indBn:
      'হার্ট অ্যাটাক, স্টেন্ট বা স্ট্রোকের পরে অথবা পেরিফেরাল আর্টারি রোগে রক্ত জমাট বাঁধা প্রতিরোধে; প্রায়ই কম মাত্রার অ্যাসপিরিনের সঙ্গে।',
    doseBn: 'প্রাপ্তবয়স্ক: দিনে একবার ৭৫ মি.গ্রা.; হাসপাতালে শুরুতে ৩০০ মি.গ্রা. লোডিং ডোজ দেওয়া হতে পারে।',
    seBn: 'কালশিটে ও রক্তপাত, পেটের গোলমাল ও ডায়রিয়া; যেকোনো দন্তচিকিৎসক বা সার্জনকে জানান যে আপনি এটি খাচ্ছেন।',
    rows: [
      ['Clopid', 'ক্লোপিড', 'square', '75 mg', tabs(30), 36000],
      ['Clotex', null, 'incepta', '75 mg', tabs(30), 33000],
      ['Clogrel', 'ক্লোগ্রেল', 'beximco', '75 mg', tabs(30), 34500],
      ['Anclog', null, 'acme', '75 mg', tabs(30), 31500],
    ],
  },
  {
    generics: ['levothyroxine'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Underactive thyroid (hypothyroidism) and after thyroid surgery.',
    dose: 'Adults: usually 50 to 100 mcg once a day on an empty stomach, 30 minutes before breakfast, adjusted by blood tests.',
    se: 'At too high a dose: palpitations, sweating, weight loss, shakiness and poor sleep.',
    indBn: 'থাইরয়েড গ্রন্থির কম কার্যকারিতায় (হাইপোথাইরয়েডিজম) এবং থাইরয়েড অস্ত্রোপচারের পরে।',
    doseBn:
      'প্রাপ্তবয়স্ক: সাধারণত দিনে একবার ৫০ থেকে ১০০ মাইক্রোগ্রাম খালি পেটে, সকালের নাশতার ৩০ মিনিট আগে; রক্ত পরীক্ষা দেখে মাত্রা ঠিক করা হয়।',
    seBn: 'মাত্রা বেশি হলে: বুক ধড়ফড়, ঘাম, ওজন কমা, হাত কাঁপা ও ঘুমের সমস্যা।',
    rows: [
      ['Thyrox', 'থাইরক্স', 'square', '50 mcg', tabs(100), 17000],
      ['Thyrox', 'থাইরক্স', 'square', '25 mcg', tabs(100), 12000],
      ['Thyrox', 'থাইরক্স', 'square', '100 mcg', tabs(100), 22000],
      ['Tyrox', null, 'incepta', '50 mcg', tabs(100), 15000],
      ['Thyronor', null, 'renata', '50 mcg', tabs(100), 16000],
      ['Thyronil', null, 'beximco', '50 mcg', tabs(100), 14500],
    ],
  },
];

const RESPIRATORY: Family[] = [
  // ===================================================================== Allergy
  {
    generics: ['cetirizine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Sneezing, runny or itchy nose and watery eyes from allergy or dust, and itchy hives.',
    dose: 'Adults and children over 12: 10 mg once a day, preferably in the evening; 5 mg in kidney disease.',
    se: 'Mild drowsiness in some people, dry mouth, headache and tiredness. Avoid alcohol.',
    indBn:
      'অ্যালার্জি বা ধুলাবালির কারণে হাঁচি, নাক দিয়ে পানি পড়া বা নাক চুলকানো ও চোখ দিয়ে পানি পড়া, এবং চুলকানিযুক্ত আমবাতে।',
    doseBn: 'প্রাপ্তবয়স্ক ও ১২ বছরের বেশি বয়সী শিশু: দিনে একবার ১০ মি.গ্রা., সম্ভব হলে সন্ধ্যায়; কিডনির রোগে ৫ মি.গ্রা.।',
    seBn: 'কারও কারও হালকা ঘুম ঘুম ভাব, মুখ শুকিয়ে যাওয়া, মাথাব্যথা ও ক্লান্তি। মদ্যপান এড়িয়ে চলুন।',
    rows: [
      ['Alatrol', 'এলাট্রল', 'square', '10 mg', tabs(100), 30000],
      ['Atrizin', 'এট্রিজিন', 'opsonin', '10 mg', tabs(100), 25000],
      ['Cetizin', 'সেটিজিন', 'acme', '10 mg', tabs(100), 30000],
      ['Incet', 'ইনসেট', 'incepta', '10 mg', tabs(100), 27000],
      ['Cetrimax', null, 'beximco', '10 mg', tabs(100), 26000],
      ['Histanil', null, 'aci', '10 mg', tabs(100), 22000],
      ['Cetrizen', null, 'ibn-sina', '10 mg', tabs(100), 24000],
    ],
  },
  {
    generics: ['cetirizine'],
    form: 'syrup',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Allergic cold, sneezing, itchy skin and hives in children.',
    dose: 'Children 2 to 6 years: 2.5 ml twice a day; 6 to 12 years: 5 ml twice a day or 10 ml once.',
    se: 'Sleepiness or, in some children, restlessness; headache and dry mouth.',
    indBn: 'শিশুদের অ্যালার্জিজনিত সর্দি, হাঁচি, ত্বক চুলকানো ও আমবাতে।',
    doseBn: '২ থেকে ৬ বছরের শিশু: ২.৫ মি.লি. দিনে ২ বার; ৬ থেকে ১২ বছর: ৫ মি.লি. দিনে ২ বার অথবা ১০ মি.লি. দিনে একবার।',
    seBn: 'ঘুম ঘুম ভাব বা কোনো কোনো শিশুর অস্থিরতা; মাথাব্যথা ও মুখ শুকিয়ে যাওয়া।',
    rows: [
      ['Alatrol', 'এলাট্রল', 'square', '5 mg/5 ml', bottle(60), 3500],
      ['Atrizin', 'এট্রিজিন', 'opsonin', '5 mg/5 ml', bottle(60), 3000],
      ['Cetizin', 'সেটিজিন', 'acme', '5 mg/5 ml', bottle(60), 3300],
      ['Incet', 'ইনসেট', 'incepta', '5 mg/5 ml', bottle(60), 3200],
    ],
  },
  {
    generics: ['levocetirizine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Seasonal and year-round allergic rhinitis and chronic hives.',
    dose: 'Adults and children over 6: 5 mg once a day in the evening.',
    se: 'Drowsiness, dry mouth and tiredness in a few people.',
    indBn: 'মৌসুমি ও সারা বছরের অ্যালার্জিক রাইনাইটিস এবং দীর্ঘমেয়াদি আমবাতে।',
    doseBn: 'প্রাপ্তবয়স্ক ও ৬ বছরের বেশি বয়সী শিশু: সন্ধ্যায় দিনে একবার ৫ মি.গ্রা.।',
    seBn: 'অল্প কিছু মানুষের ঘুম ঘুম ভাব, মুখ শুকিয়ে যাওয়া ও ক্লান্তি।',
    rows: [
      ['Levocet', 'লেভোসেট', 'square', '5 mg', tabs(30), 12000],
      ['Levoxa', null, 'incepta', '5 mg', tabs(30), 10800],
      ['Curin', null, 'beximco', '5 mg', tabs(30), 9600],
    ],
  },
  {
    generics: ['fexofenadine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Hay fever and allergic rhinitis (120 mg) and chronic itchy hives (180 mg), without drowsiness.',
    dose: 'Adults and children over 12: 120 mg or 180 mg once a day with water; not with fruit juice.',
    se: 'Headache, nausea and dizziness are uncommon; it does not usually cause sleepiness.',
    indBn:
      'হে ফিভার ও অ্যালার্জিক রাইনাইটিস (১২০ মি.গ্রা.) এবং দীর্ঘমেয়াদি চুলকানিযুক্ত আমবাতে (১৮০ মি.গ্রা.), ঘুম ঘুম ভাব ছাড়া।',
    doseBn: 'প্রাপ্তবয়স্ক ও ১২ বছরের বেশি বয়সী শিশু: দিনে একবার ১২০ মি.গ্রা. বা ১৮০ মি.গ্রা. পানি দিয়ে; ফলের রস দিয়ে নয়।',
    seBn: 'মাথাব্যথা, বমিভাব ও মাথা ঘোরা কম দেখা যায়; সাধারণত ঘুম ঘুম ভাব আনে না।',
    rows: [
      ['Fexo', 'ফেক্সো', 'square', '120 mg', tabs(30), 27000],
      ['Fexo', 'ফেক্সো', 'square', '180 mg', tabs(30), 36000],
      ['Fenadin', 'ফেনাডিন', 'renata', '120 mg', tabs(30), 27000],
      ['Fenadin', 'ফেনাডিন', 'renata', '180 mg', tabs(30), 36000],
      ['Fexofast', 'ফেক্সোফাস্ট', 'incepta', '120 mg', tabs(30), 24000],
      ['Fexofast', 'ফেক্সোফাস্ট', 'incepta', '180 mg', tabs(30), 33000],
      ['Telfex', null, 'beximco', '120 mg', tabs(30), 25500],
      ['Telfex', null, 'beximco', '180 mg', tabs(30), 34500],
      ['Allerfen', null, 'opsonin', '120 mg', tabs(30), 21000],
    ],
  },
  {
    generics: ['fexofenadine'],
    form: 'suspension',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Allergic rhinitis and itchy hives in children.',
    dose: 'Children 2 to 11 years: 30 mg (5 ml) twice a day; 6 months to 2 years: 15 mg (2.5 ml) twice a day.',
    se: 'Headache, vomiting or cough in a few children.',
    indBn: 'শিশুদের অ্যালার্জিক রাইনাইটিস ও চুলকানিযুক্ত আমবাতে।',
    doseBn:
      '২ থেকে ১১ বছরের শিশু: ৩০ মি.গ্রা. (৫ মি.লি.) দিনে ২ বার; ৬ মাস থেকে ২ বছর: ১৫ মি.গ্রা. (২.৫ মি.লি.) দিনে ২ বার।',
    seBn: 'অল্প কিছু শিশুর মাথাব্যথা, বমি বা কাশি।',
    rows: [
      ['Fexo', 'ফেক্সো', 'square', '30 mg/5 ml', bottle(50), 6000],
      ['Fenadin', 'ফেনাডিন', 'renata', '30 mg/5 ml', bottle(50), 6000],
    ],
  },
  {
    generics: ['loratadine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Allergic rhinitis, itchy eyes and skin allergy, with little sleepiness.',
    dose: 'Adults and children over 12: 10 mg once a day.',
    se: 'Headache, dry mouth and tiredness in a few people.',
    indBn: 'অ্যালার্জিক রাইনাইটিস, চোখ চুলকানো ও ত্বকের অ্যালার্জিতে; ঘুম ঘুম ভাব খুব কম হয়।',
    doseBn: 'প্রাপ্তবয়স্ক ও ১২ বছরের বেশি বয়সী শিশু: দিনে একবার ১০ মি.গ্রা.।',
    seBn: 'অল্প কিছু মানুষের মাথাব্যথা, মুখ শুকিয়ে যাওয়া ও ক্লান্তি।',
    rows: [
      ['Lorin', 'লোরিন', 'square', '10 mg', tabs(30), 12000],
      ['Loratin', 'লোরাটিন', 'beximco', '10 mg', tabs(30), 10500],
      ['Loradin', null, 'acme', '10 mg', tabs(30), 9000],
    ],
  },
  {
    generics: ['desloratadine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Allergic rhinitis with blocked nose and chronic hives.',
    dose: 'Adults and children over 12: 5 mg once a day.',
    se: 'Tiredness, dry mouth and headache in a few people.',
    indBn: 'নাক বন্ধসহ অ্যালার্জিক রাইনাইটিস এবং দীর্ঘমেয়াদি আমবাতে।',
    doseBn: 'প্রাপ্তবয়স্ক ও ১২ বছরের বেশি বয়সী শিশু: দিনে একবার ৫ মি.গ্রা.।',
    seBn: 'অল্প কিছু মানুষের ক্লান্তি, মুখ শুকিয়ে যাওয়া ও মাথাব্যথা।',
    rows: [
      ['Deslor', 'ডেসলর', 'square', '5 mg', tabs(30), 18000],
      ['Desla', null, 'incepta', '5 mg', tabs(30), 16500],
      ['Deloran', null, 'renata', '5 mg', tabs(30), 15000],
    ],
  },
  {
    generics: ['chlorpheniramine'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Allergic rhinitis, itching, insect bites and the runny nose of a cold; useful at night.',
    dose: 'Adults: 4 mg every 4 to 6 hours, no more than 24 mg a day.',
    se: 'Drowsiness (do not drive), dry mouth and blurred vision.',
    indBn: 'অ্যালার্জিক রাইনাইটিস, চুলকানি, পোকামাকড়ের কামড় এবং সর্দিতে নাক দিয়ে পানি পড়ায়; রাতে বেশি কাজে আসে।',
    doseBn: 'প্রাপ্তবয়স্ক: ৪ থেকে ৬ ঘণ্টা পরপর ৪ মি.গ্রা., দিনে ২৪ মি.গ্রা.-এর বেশি নয়।',
    seBn: 'ঘুম ঘুম ভাব (গাড়ি চালাবেন না), মুখ শুকিয়ে যাওয়া ও চোখে ঝাপসা দেখা।',
    rows: [
      ['Cloramin', 'ক্লোরামিন', 'square', '4 mg', tabs(100), 5000],
      ['Chlorin', null, 'beximco', '4 mg', tabs(100), 4500],
      ['Allergin', null, 'opsonin', '4 mg', tabs(100), 4000],
    ],
  },
  {
    generics: ['ketotifen'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Long-term prevention of allergic asthma and allergic skin and eye conditions.',
    dose: 'Adults: 1 mg twice a day with food; it takes several weeks to reach full effect.',
    se: 'Drowsiness, increased appetite and weight gain, dry mouth.',
    indBn: 'অ্যালার্জিজনিত হাঁপানি এবং ত্বক ও চোখের অ্যালার্জির দীর্ঘমেয়াদি প্রতিরোধে।',
    doseBn: 'প্রাপ্তবয়স্ক: খাবারের সঙ্গে ১ মি.গ্রা. দিনে ২ বার; পুরো কাজ পেতে কয়েক সপ্তাহ লাগে।',
    seBn: 'ঘুম ঘুম ভাব, খিদে বেড়ে যাওয়া ও ওজন বাড়া, মুখ শুকিয়ে যাওয়া।',
    rows: [
      ['Tofen', 'টোফেন', 'beximco', '1 mg', tabs(100), 25000],
      ['Ketotab', null, 'square', '1 mg', tabs(100), 28000],
      ['Asthafen', null, 'opsonin', '1 mg', tabs(100), 22000],
    ],
  },
  {
    generics: ['ketotifen'],
    form: 'syrup',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Prevention of allergic asthma and allergic cough in children.',
    dose: 'Children over 3 years: 5 ml (1 mg) twice a day with food; 6 months to 3 years: 2.5 ml twice a day.',
    se: 'Drowsiness, irritability and increased appetite.',
    indBn: 'শিশুদের অ্যালার্জিজনিত হাঁপানি ও অ্যালার্জিক কাশি প্রতিরোধে।',
    doseBn:
      '৩ বছরের বেশি বয়সী শিশু: খাবারের সঙ্গে ৫ মি.লি. (১ মি.গ্রা.) দিনে ২ বার; ৬ মাস থেকে ৩ বছর: ২.৫ মি.লি. দিনে ২ বার।',
    seBn: 'ঘুম ঘুম ভাব, খিটখিটে মেজাজ ও খিদে বেড়ে যাওয়া।',
    rows: [
      ['Tofen', 'টোফেন', 'beximco', '1 mg/5 ml', bottle(100), 4000],
      ['Ketotab', null, 'square', '1 mg/5 ml', bottle(100), 4500],
      ['Asthafen', null, 'opsonin', '1 mg/5 ml', bottle(100), 3500],
    ],
  },
  // ===================================================================== Asthma
  {
    generics: ['montelukast'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Prevention of asthma and exercise-induced wheeze, and relief of allergic rhinitis.',
    dose: 'Adults and teenagers: 10 mg once a day in the evening; children 6 to 14 years: one 5 mg chewable tablet; 2 to 5 years: 4 mg.',
    se: 'Headache and stomach pain; rarely mood changes, bad dreams or sleep problems — report these.',
    indBn: 'হাঁপানি ও ব্যায়ামের কারণে শ্বাসে শোঁ শোঁ শব্দ প্রতিরোধে, এবং অ্যালার্জিক রাইনাইটিসে আরাম দিতে।',
    doseBn:
      'প্রাপ্তবয়স্ক ও কিশোর-কিশোরী: সন্ধ্যায় দিনে একবার ১০ মি.গ্রা.; ৬ থেকে ১৪ বছরের শিশু: একটি ৫ মি.গ্রা. চিবিয়ে খাওয়ার ট্যাবলেট; ২ থেকে ৫ বছর: ৪ মি.গ্রা.।',
    seBn: 'মাথাব্যথা ও পেটব্যথা; কদাচিৎ মেজাজের পরিবর্তন, দুঃস্বপ্ন বা ঘুমের সমস্যা — এসব হলে জানান।',
    rows: [
      ['Monas', 'মোনাস', 'acme', '10 mg', tabs(30), 52500],
      ['Monas', 'মোনাস', 'acme', '5 mg', tabs(30), 30000],
      ['Monas', 'মোনাস', 'acme', '4 mg', tabs(30), 24000],
      ['Odmon', 'অডমন', 'beximco', '10 mg', tabs(30), 45000],
      ['Odmon', 'অডমন', 'beximco', '5 mg', tabs(30), 28500],
      ['Montene', 'মন্টেন', 'square', '10 mg', tabs(30), 48000],
      ['Montene', 'মন্টেন', 'square', '5 mg', tabs(30), 30000],
      ['Montair', 'মন্টেয়ার', 'incepta', '10 mg', tabs(30), 52500],
      ['Montair', 'মন্টেয়ার', 'incepta', '4 mg', tabs(30), 21000],
      ['Respilux', null, 'renata', '10 mg', tabs(30), 46500],
      ['Airlukast', null, 'healthcare', '10 mg', tabs(30), 39000],
    ],
  },
  {
    generics: ['montelukast'],
    form: 'sachet',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Prevention of asthma and allergic rhinitis in babies and toddlers.',
    dose: 'Children 6 months to 5 years: one 4 mg sachet of granules once a day in the evening, mixed with a spoon of soft food.',
    se: 'Diarrhoea, fever or cough; rarely sleep or mood changes.',
    indBn: 'ছোট শিশু ও হাঁটতে শেখা বাচ্চাদের হাঁপানি ও অ্যালার্জিক রাইনাইটিস প্রতিরোধে।',
    doseBn: '৬ মাস থেকে ৫ বছরের শিশু: সন্ধ্যায় দিনে একবার একটি ৪ মি.গ্রা. দানাদার স্যাশে, এক চামচ নরম খাবারের সঙ্গে মিশিয়ে।',
    seBn: 'ডায়রিয়া, জ্বর বা কাশি; কদাচিৎ ঘুম বা মেজাজের পরিবর্তন।',
    rows: [
      ['Monas', 'মোনাস', 'acme', '4 mg', sachets(14), 16800],
      ['Odmon', 'অডমন', 'beximco', '4 mg', sachets(14), 15400],
    ],
  },
  {
    generics: ['salbutamol'],
    form: 'inhaler',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Quick relief of wheeze and breathlessness in asthma and COPD, and before exercise.',
    dose: 'Adults and children: one or two puffs when needed, up to four times a day; use a spacer for children. Needing it more often means asthma is not controlled.',
    se: 'Shaky hands, fast heartbeat and headache shortly after use.',
    indBn: 'হাঁপানি ও সিওপিডিতে শ্বাসে শোঁ শোঁ শব্দ ও শ্বাসকষ্টে দ্রুত আরাম দিতে, এবং ব্যায়ামের আগে।',
    doseBn:
      'প্রাপ্তবয়স্ক ও শিশু: প্রয়োজনে ১ বা ২ পাফ, দিনে সর্বোচ্চ ৪ বার; শিশুদের জন্য স্পেসার ব্যবহার করুন। এর চেয়ে ঘন ঘন দরকার হলে বুঝতে হবে হাঁপানি নিয়ন্ত্রণে নেই।',
    seBn: 'ব্যবহারের কিছুক্ষণ পর হাত কাঁপা, বুক ধড়ফড় ও মাথাব্যথা।',
    rows: [
      ['Sultolin', 'সালটোলিন', 'square', '100 mcg/dose', inhaler(200), 22500],
      ['Azmasol', 'অ্যাজমাসল', 'beximco', '100 mcg/dose', inhaler(200), 22000],
      ['Brodil', 'ব্রোডিল', 'acme', '100 mcg/dose', inhaler(200), 19500],
      ['Inhalex', null, 'incepta', '100 mcg/dose', inhaler(200), 21000],
    ],
  },
  {
    generics: ['salbutamol'],
    form: 'syrup',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Wheeze and chest tightness in children who cannot use an inhaler.',
    dose: 'Children 2 to 6 years: 2.5 to 5 ml three or four times a day; 6 to 12 years: 5 ml, as directed by the physician.',
    se: 'Restlessness, tremor and a fast heartbeat.',
    indBn: 'যেসব শিশু ইনহেলার ব্যবহার করতে পারে না, তাদের শ্বাসে শোঁ শোঁ শব্দ ও বুকে চাপ ভাবে।',
    doseBn: '২ থেকে ৬ বছরের শিশু: ২.৫ থেকে ৫ মি.লি. দিনে ৩ বা ৪ বার; ৬ থেকে ১২ বছর: ৫ মি.লি., চিকিৎসকের নির্দেশমতো।',
    seBn: 'অস্থিরতা, হাত কাঁপা ও বুক ধড়ফড়।',
    rows: [
      ['Sultolin', 'সালটোলিন', 'square', '2 mg/5 ml', bottle(100), 2500],
      ['Azmasol', 'অ্যাজমাসল', 'beximco', '2 mg/5 ml', bottle(100), 2400],
      ['Brodil', 'ব্রোডিল', 'acme', '2 mg/5 ml', bottle(100), 2200],
    ],
  },
  {
    generics: ['fluticasone', 'salmeterol'],
    form: 'inhaler',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Regular treatment of asthma and COPD that needs both a preventer steroid and a long-acting reliever.',
    dose: 'Adults: two puffs twice a day, every day, even when well. Rinse the mouth with water after each use.',
    se: 'Hoarse voice, sore throat and oral thrush; shakiness and palpitations.',
    indBn: 'হাঁপানি ও সিওপিডির নিয়মিত চিকিৎসায়, যখন প্রতিরোধক স্টেরয়েড ও দীর্ঘক্ষণ কাজ করা উপশমকারী দুটোই দরকার।',
    doseBn: 'প্রাপ্তবয়স্ক: ২ পাফ দিনে ২ বার, প্রতিদিন, ভালো থাকলেও। প্রতিবার ব্যবহারের পর পানি দিয়ে মুখ কুলি করুন।',
    seBn: 'গলা বসে যাওয়া, গলাব্যথা ও মুখে ছত্রাক সংক্রমণ (থ্রাশ); হাত কাঁপা ও বুক ধড়ফড়।',
    rows: [
      ['Ticamet', 'টিকামেট', 'incepta', '125 mcg + 25 mcg/dose', inhaler(120), 65000],
      ['Salflu', null, 'beximco', '125 mcg + 25 mcg/dose', inhaler(120), 70000],
      ['Flusal', null, 'square', '125 mcg + 25 mcg/dose', inhaler(120), 68000],
      ['Ticamet', 'টিকামেট', 'incepta', '250 mcg + 25 mcg/dose', inhaler(120), 85000],
    ],
  },
  {
    generics: ['fluticasone'],
    form: 'nasal-spray',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Prevention and treatment of seasonal and year-round allergic rhinitis and nasal polyps.',
    dose: 'Adults: two sprays into each nostril once a day, then one spray each side once symptoms are controlled.',
    se: 'Nose dryness, nosebleeds and unpleasant taste or smell.',
    indBn: 'মৌসুমি ও সারা বছরের অ্যালার্জিক রাইনাইটিস এবং নাকের পলিপ প্রতিরোধ ও চিকিৎসায়।',
    doseBn: 'প্রাপ্তবয়স্ক: প্রতিটি নাসারন্ধ্রে দিনে একবার ২টি স্প্রে, উপসর্গ নিয়ন্ত্রণে এলে প্রতিটিতে দিনে একবার ১টি স্প্রে।',
    seBn: 'নাক শুকিয়ে যাওয়া, নাক দিয়ে রক্ত পড়া এবং অপ্রীতিকর স্বাদ বা গন্ধ।',
    rows: [
      ['Flonaz', 'ফ্লোনাজ', 'square', '50 mcg/dose', spray(12), 35000],
      ['Flutinase', null, 'incepta', '50 mcg/dose', spray(12), 32000],
      ['Nasoflu', null, 'beximco', '50 mcg/dose', spray(12), 33500],
    ],
  },
  {
    generics: ['xylometazoline'],
    form: 'nasal-spray',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Short relief of a blocked nose from colds, sinusitis and allergy.',
    dose: 'Adults and children over 12: one spray into each nostril up to three times a day, for no more than 5 to 7 days.',
    se: 'Stinging or dryness of the nose; using it for too long makes the blockage come back worse.',
    indBn: 'সর্দি, সাইনোসাইটিস ও অ্যালার্জির কারণে বন্ধ নাকে স্বল্প সময়ের আরাম দিতে।',
    doseBn: 'প্রাপ্তবয়স্ক ও ১২ বছরের বেশি বয়সী শিশু: প্রতিটি নাসারন্ধ্রে ১টি স্প্রে দিনে সর্বোচ্চ ৩ বার, ৫ থেকে ৭ দিনের বেশি নয়।',
    seBn: 'নাকে জ্বালা বা শুষ্কতা; বেশি দিন ব্যবহার করলে নাক বন্ধ আরও বেশি হয়ে ফিরে আসে।',
    rows: [
      ['Decon', 'ডিকন', 'square', '0.1%', spray(15), 8000],
      ['Xylocon', null, 'beximco', '0.1%', spray(15), 7500],
      ['Nasoclear', null, 'acme', '0.1%', spray(15), 6500],
    ],
  },
  {
    generics: ['sodium-chloride'],
    form: 'drops',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Blocked or dry nose in babies, children and adults, and rinsing the nose before feeds.',
    dose: 'Two or three drops into each nostril as often as needed; clear the nose gently afterwards.',
    se: 'None of note; a brief sting in some people.',
    indBn: 'ছোট শিশু, বড় শিশু ও প্রাপ্তবয়স্কদের বন্ধ বা শুকনো নাকে, এবং দুধ খাওয়ানোর আগে নাক পরিষ্কার করতে।',
    doseBn: 'প্রতিটি নাসারন্ধ্রে ২ বা ৩ ফোঁটা, যতবার দরকার; পরে আলতো করে নাক পরিষ্কার করুন।',
    seBn: 'উল্লেখযোগ্য কিছু নেই; কারও কারও অল্পক্ষণের জ্বালা।',
    rows: [
      ['Nasomist', 'নাসোমিস্ট', 'square', '0.9%', dropper(15), 3000],
      ['Saline Nasal', null, 'acme', '0.9%', dropper(15), 2500],
      ['Norsol', null, 'opsonin', '0.9%', dropper(15), 2200],
    ],
  },
  {
    generics: ['sodium-chloride'],
    form: 'infusion',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Replacement of lost water and salt in dehydration, shock, vomiting and during surgery.',
    dose: 'By intravenous drip at the rate and volume set by the doctor; given in hospital or clinic.',
    se: 'Swelling and breathlessness if too much is given; pain or redness at the drip site.',
    indBn: 'পানিশূন্যতা, শক, বমি ও অস্ত্রোপচারের সময় হারানো পানি ও লবণ পূরণে।',
    doseBn: 'চিকিৎসকের ঠিক করা গতি ও পরিমাণে শিরায় ড্রিপ হিসেবে; হাসপাতাল বা ক্লিনিকে দেওয়া হয়।',
    seBn: 'বেশি দিলে শরীর ফোলা ও শ্বাসকষ্ট; ড্রিপের জায়গায় ব্যথা বা লাল হয়ে যাওয়া।',
    rows: [
      ['Normal Saline', 'নরমাল স্যালাইন', 'popular', '0.9%', bag(500), 9000],
      ['Normal Saline', 'নরমাল স্যালাইন', 'beximco', '0.9%', bag(500), 9500],
      ['Normal Saline', 'নরমাল স্যালাইন', 'opsonin', '0.9%', bag(500), 8500],
      ['Normal Saline', 'নরমাল স্যালাইন', 'orion', '0.9%', bag(500), 8800],
    ],
  },
];

const ANTI_INFECTIVE: Family[] = [
  // ===================================================================== Antibiotics
  {
    generics: ['azithromycin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Chest, throat, sinus, ear and skin infections, typhoid and some sexually transmitted infections.',
    dose: 'Adults: 500 mg once a day for 3 days, an hour before or two hours after food, or as directed by the physician. Finish the course.',
    se: 'Nausea, diarrhoea and stomach pain; rarely heart-rhythm changes or liver problems.',
    rows: [
      ['Zimax', 'জিম্যাক্স', 'square', '500 mg', tabs(6, 3), 24000],
      ['Zimax', 'জিম্যাক্স', 'square', '250 mg', tabs(6, 3), 15000],
      ['Azithrocin', 'অ্যাজিথ্রোসিন', 'beximco', '500 mg', tabs(6, 3), 24000],
      ['Azithrocin', 'অ্যাজিথ্রোসিন', 'beximco', '250 mg', tabs(6, 3), 14400],
      ['Tridosil', 'ট্রাইডোসিল', 'incepta', '500 mg', tabs(6, 3), 22200],
      ['Zithrin', 'জিথ্রিন', 'renata', '500 mg', tabs(6, 3), 23400],
      ['Azin', 'অ্যাজিন', 'acme', '500 mg', tabs(6, 3), 21000],
      ['Azithro', null, 'opsonin', '500 mg', tabs(6, 3), 18000],
      ['Macrozit', null, 'drug-international', '500 mg', tabs(6, 3), 19800],
    ],
  },
  {
    generics: ['azithromycin'],
    form: 'suspension',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Ear, throat, chest and skin infections and typhoid in children.',
    dose: 'Children: 10 mg per kg once a day for 3 days, as directed by the physician. Add boiled cooled water to the mark and shake well.',
    se: 'Vomiting, loose stools and tummy ache.',
    rows: [
      ['Zimax', 'জিম্যাক্স', 'square', '200 mg/5 ml', bottle(15), 12000],
      ['Azithrocin', 'অ্যাজিথ্রোসিন', 'beximco', '200 mg/5 ml', bottle(15), 11500],
      ['Tridosil', 'ট্রাইডোসিল', 'incepta', '200 mg/5 ml', bottle(15), 11000],
      ['Zithrin', 'জিথ্রিন', 'renata', '200 mg/5 ml', bottle(15), 11800],
      ['Azin', 'অ্যাজিন', 'acme', '200 mg/5 ml', bottle(15), 10000],
    ],
  },
  {
    generics: ['amoxicillin'],
    form: 'capsule',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Ear, throat, sinus, chest and urinary infections, dental abscess and H. pylori treatment.',
    dose: 'Adults: 250 to 500 mg every 8 hours for 5 to 7 days, or as directed by the physician.',
    se: 'Diarrhoea, nausea and rash; stop and seek help for swelling or breathing difficulty (penicillin allergy).',
    rows: [
      ['Moxacil', 'মক্সাসিল', 'square', '500 mg', caps(30), 21000],
      ['Moxacil', 'মক্সাসিল', 'square', '250 mg', caps(30), 12000],
      ['Tycil', 'টাইসিল', 'beximco', '500 mg', caps(30), 19500],
      ['Tycil', 'টাইসিল', 'beximco', '250 mg', caps(30), 11400],
      ['Fimoxyl', 'ফিমক্সিল', 'opsonin', '500 mg', caps(30), 16500],
      ['Amoxy', null, 'acme', '500 mg', caps(30), 18000],
      ['Amoxin', null, 'ibn-sina', '500 mg', caps(30), 17100],
    ],
  },
  {
    generics: ['amoxicillin'],
    form: 'suspension',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Ear, throat and chest infections in children.',
    dose: 'Children: 20 to 40 mg per kg a day in three divided doses, as directed by the physician. Keep the made-up suspension in the fridge and use within 7 days.',
    se: 'Loose stools, nappy rash and skin rash.',
    rows: [
      ['Moxacil', 'মক্সাসিল', 'square', '125 mg/5 ml', bottle(100), 7000],
      ['Tycil', 'টাইসিল', 'beximco', '125 mg/5 ml', bottle(100), 6500],
      ['Fimoxyl', 'ফিমক্সিল', 'opsonin', '125 mg/5 ml', bottle(100), 5500],
    ],
  },
  {
    generics: ['amoxicillin', 'clavulanic-acid'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Infections where the germs resist amoxicillin alone: sinusitis, ear and chest infections, bites, skin and urinary infections.',
    dose: 'Adults: one 625 mg tablet every 8 hours or one 1 g tablet every 12 hours, at the start of a meal, for 5 to 7 days.',
    se: 'Diarrhoea, nausea, thrush and rash; rarely liver problems.',
    rows: [
      ['Moxaclav', 'মক্সাক্লাভ', 'square', '500 mg + 125 mg', tabs(14, 7), 77000],
      ['Moxaclav', 'মক্সাক্লাভ', 'square', '875 mg + 125 mg', tabs(14, 7), 105000],
      ['Fimoxyclav', 'ফিমক্সিক্লাভ', 'opsonin', '500 mg + 125 mg', tabs(14, 7), 63000],
      ['Tyclav', 'টাইক্লাভ', 'beximco', '500 mg + 125 mg', tabs(14, 7), 72800],
      ['Clavusef', null, 'incepta', '500 mg + 125 mg', tabs(14, 7), 70000],
      ['Amclav', null, 'acme', '500 mg + 125 mg', tabs(14, 7), 67200],
    ],
  },
  {
    generics: ['amoxicillin', 'clavulanic-acid'],
    form: 'suspension',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Ear, sinus and chest infections in children not helped by amoxicillin alone.',
    dose: 'Children: dose by weight twice or three times a day, as directed by the physician; refrigerate after mixing and use within 7 days.',
    se: 'Diarrhoea, vomiting and rash.',
    rows: [
      ['Moxaclav', 'মক্সাক্লাভ', 'square', '125 mg + 31.25 mg/5 ml', bottle(100), 21000],
      ['Fimoxyclav', 'ফিমক্সিক্লাভ', 'opsonin', '125 mg + 31.25 mg/5 ml', bottle(100), 18000],
      ['Tyclav', 'টাইক্লাভ', 'beximco', '125 mg + 31.25 mg/5 ml', bottle(100), 20000],
    ],
  },
  {
    generics: ['flucloxacillin'],
    form: 'capsule',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Boils, infected wounds, cellulitis, impetigo and other staphylococcal infections.',
    dose: 'Adults: 500 mg every 6 hours on an empty stomach for 5 to 7 days, or as directed by the physician.',
    se: 'Nausea, diarrhoea and rash; rarely jaundice, even weeks after the course.',
    rows: [
      ['Flucloxin', 'ফ্লুক্লক্সিন', 'square', '500 mg', caps(24, 8), 26400],
      ['Fluclox', null, 'beximco', '500 mg', caps(24, 8), 24000],
      ['Staphcil', null, 'acme', '500 mg', caps(24, 8), 22800],
    ],
  },
  {
    generics: ['cefixime'],
    form: 'capsule',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Typhoid fever, urinary tract infections, gonorrhoea and throat, ear and chest infections.',
    dose: 'Adults: 200 mg every 12 hours or 400 mg once a day for 7 to 14 days, as directed by the physician.',
    se: 'Diarrhoea, stomach pain, nausea and headache.',
    rows: [
      ['Cef-3', 'সেফ-৩', 'square', '200 mg', caps(12, 6), 42000],
      ['Cef-3', 'সেফ-৩', 'square', '400 mg', caps(6), 36000],
      ['Cefixon', 'সেফিক্সন', 'beximco', '200 mg', caps(12, 6), 40800],
      ['Ixim', null, 'incepta', '200 mg', caps(12, 6), 39000],
      ['Cefim', null, 'renata', '200 mg', caps(12, 6), 38400],
      ['Fixocef', null, 'opsonin', '200 mg', caps(12, 6), 33600],
    ],
  },
  {
    generics: ['cefixime'],
    form: 'suspension',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Typhoid, urinary, ear and throat infections in children.',
    dose: 'Children: 8 mg per kg a day in one or two doses, as directed by the physician. Shake well before each dose.',
    se: 'Loose stools and tummy ache.',
    rows: [
      ['Cef-3', 'সেফ-৩', 'square', '100 mg/5 ml', bottle(50), 20000],
      ['Cefixon', 'সেফিক্সন', 'beximco', '100 mg/5 ml', bottle(50), 19000],
      ['Ixim', null, 'incepta', '100 mg/5 ml', bottle(50), 18500],
    ],
  },
  {
    generics: ['cefuroxime'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Sinusitis, tonsillitis, chest and skin infections, Lyme disease and urinary infections.',
    dose: 'Adults: 250 to 500 mg twice a day after food for 5 to 10 days.',
    se: 'Diarrhoea, nausea and headache; thrush.',
    rows: [
      ['Cefubac', 'সেফুব্যাক', 'beximco', '500 mg', tabs(10), 55000],
      ['Sefur', 'সেফুর', 'square', '500 mg', tabs(10), 60000],
      ['Cefurin', null, 'acme', '500 mg', tabs(10), 52000],
      ['Furocef', null, 'incepta', '500 mg', tabs(10), 54000],
      ['Sefur', 'সেফুর', 'square', '250 mg', tabs(10), 35000],
    ],
  },
  {
    generics: ['ceftriaxone'],
    form: 'injection',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Serious infections such as pneumonia, typhoid, meningitis, blood and abdominal infections, and before surgery.',
    dose: 'Adults: 1 to 2 g once a day by intravenous or intramuscular injection, given by a health worker.',
    se: 'Pain at the injection site, diarrhoea and rash; rarely gallbladder sludge or serious allergy.',
    rows: [
      ['Ceftrix', 'সেফট্রিক্স', 'square', '1 g', vials(1), 22000],
      ['Ceftrix', 'সেফট্রিক্স', 'square', '500 mg', vials(1), 13000],
      ['Triaxim', 'ট্রায়াক্সিম', 'acme', '1 g', vials(1), 20000],
      ['Axotrin', null, 'beximco', '1 g', vials(1), 21000],
      ['Oritaxim', null, 'orion', '1 g', vials(1), 18500],
      ['Ceftizone', null, 'popular', '1 g', vials(1), 19000],
    ],
  },
  {
    generics: ['ciprofloxacin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Urinary tract infections, infectious diarrhoea, typhoid and bone and joint infections.',
    dose: 'Adults: 250 to 750 mg twice a day for 3 to 14 days, with plenty of water; keep 2 hours away from antacids, milk and iron.',
    se: 'Nausea, diarrhoea and dizziness; rarely tendon pain or rupture — stop and seek advice.',
    rows: [
      ['Ciprocin', 'সিপ্রোসিন', 'square', '500 mg', tabs(10), 15000],
      ['Ciprocin', 'সিপ্রোসিন', 'square', '250 mg', tabs(10), 9000],
      ['Neofloxin', 'নিওফ্লক্সিন', 'beximco', '500 mg', tabs(10), 14000],
      ['Cipro-A', 'সিপ্রো-এ', 'acme', '500 mg', tabs(10), 13000],
      ['Ciprox', null, 'opsonin', '500 mg', tabs(10), 11000],
      ['Cipronil', null, 'general', '500 mg', tabs(10), 12000],
    ],
  },
  {
    generics: ['ciprofloxacin'],
    form: 'eye-drops',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Bacterial conjunctivitis and corneal ulcers.',
    dose: 'One or two drops into the affected eye every 4 hours (more often on the first day), for up to 7 days.',
    se: 'Brief stinging, itching and a bitter taste; white deposits on the eye in corneal ulcers.',
    rows: [
      ['Ciprocin', 'সিপ্রোসিন', 'square', '0.3%', dropper(5), 5000],
      ['Neofloxin', 'নিওফ্লক্সিন', 'beximco', '0.3%', dropper(5), 4500],
      ['Ciprolon', null, 'aristopharma', '0.3%', dropper(5), 4000],
    ],
  },
  {
    generics: ['ciprofloxacin'],
    form: 'ear-drops',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Outer-ear infection and discharging middle-ear infection with a perforated eardrum.',
    dose: 'Warm the bottle in the hand, then three or four drops into the ear twice a day for 7 days; lie on the side for a few minutes.',
    se: 'Ear itching or discomfort and a brief bad taste.',
    rows: [
      ['Ciprocin Otic', null, 'square', '0.3%', dropper(10), 5500],
      ['Otocip', null, 'aristopharma', '0.3%', dropper(10), 4500],
    ],
  },
  {
    generics: ['levofloxacin'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Pneumonia, acute sinusitis, chronic bronchitis flare-ups and complicated urinary infections.',
    dose: 'Adults: 500 mg once a day for 7 to 14 days (750 mg in severe pneumonia), as directed by the physician.',
    se: 'Nausea, diarrhoea, headache and sleeplessness; rarely tendon damage or blood sugar changes.',
    rows: [
      ['Levobac', 'লেভোব্যাক', 'square', '500 mg', tabs(10), 18000],
      ['Levotab', null, 'beximco', '500 mg', tabs(10), 17000],
      ['Levoking', null, 'incepta', '500 mg', tabs(10), 16000],
      ['Levorin', null, 'renata', '500 mg', tabs(10), 17500],
    ],
  },
  {
    generics: ['doxycycline'],
    form: 'capsule',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Acne, chest infections, leptospirosis, scrub typhus, cholera and malaria prevention.',
    dose: 'Adults: 200 mg on the first day, then 100 mg a day, sitting or standing with a full glass of water; not at bedtime.',
    se: 'Heartburn, nausea and sensitivity to sunlight. Not for children under 8 or in pregnancy.',
    rows: [
      ['Doxyline', 'ডক্সিলিন', 'square', '100 mg', caps(30), 9000],
      ['Doxin', null, 'beximco', '100 mg', caps(30), 8400],
      ['Doxicap', null, 'opsonin', '100 mg', caps(30), 7500],
    ],
  },
  {
    generics: ['metronidazole'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Amoebic dysentery, giardiasis, bacterial vaginosis, trichomoniasis and dental and abdominal infections.',
    dose: 'Adults: 400 mg three times a day after food for 5 to 7 days, or as directed by the physician. No alcohol during and for 2 days after.',
    se: 'Metallic taste, nausea, loss of appetite and dark urine; a severe reaction with alcohol.',
    rows: [
      ['Amodis', 'অ্যামোডিস', 'square', '400 mg', tabs(100), 18000],
      ['Amodis', 'অ্যামোডিস', 'square', '250 mg', tabs(100), 12000],
      ['Filmet', 'ফিলমেট', 'beximco', '400 mg', tabs(100), 17000],
      ['Metryl', 'মেট্রিল', 'opsonin', '400 mg', tabs(100), 15000],
      ['Metro', null, 'acme', '400 mg', tabs(100), 16000],
      ['Flamet', null, 'popular', '400 mg', tabs(100), 14000],
    ],
  },
  {
    generics: ['metronidazole'],
    form: 'suspension',
    cls: 'prescription',
    cat: 'Baby Care',
    ind: 'Amoebic dysentery and giardiasis in children.',
    dose: 'Children: 7.5 mg per kg three times a day for 5 to 10 days, as directed by the physician. Shake well.',
    se: 'Bitter taste, nausea and loss of appetite.',
    rows: [
      ['Amodis', 'অ্যামোডিস', 'square', '200 mg/5 ml', bottle(60), 4000],
      ['Filmet', 'ফিলমেট', 'beximco', '200 mg/5 ml', bottle(60), 3800],
      ['Metryl', 'মেট্রিল', 'opsonin', '200 mg/5 ml', bottle(60), 3300],
    ],
  },
  {
    generics: ['metronidazole'],
    form: 'infusion',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Serious anaerobic and abdominal infections and prevention of infection in bowel and gynaecological surgery.',
    dose: 'Adults: 500 mg by intravenous infusion every 8 hours, given in hospital.',
    se: 'Nausea, metallic taste and, rarely, numbness or tingling with long use.',
    rows: [
      ['Amodis IV', null, 'square', '500 mg/100 ml', bag(100), 10000],
      ['Filmet IV', null, 'beximco', '500 mg/100 ml', bag(100), 9500],
      ['Metryl IV', null, 'opsonin', '500 mg/100 ml', bag(100), 8500],
      ['Metronid', null, 'popular', '500 mg/100 ml', bag(100), 9000],
    ],
  },
  // ===================================================================== Eyes
  {
    generics: ['chloramphenicol'],
    form: 'eye-drops',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Bacterial conjunctivitis (red, sticky eye) and other superficial eye infections.',
    dose: 'One drop into the affected eye every 2 hours for the first 2 days, then four times a day, for 5 days in all.',
    se: 'Brief stinging or blurred vision.',
    rows: [
      ['Chlorocin', 'ক্লোরোসিন', 'square', '0.5%', dropper(10), 3500],
      ['Optichlor', null, 'aristopharma', '0.5%', dropper(10), 3000],
      ['Chloramphen', null, 'general', '0.5%', dropper(10), 2800],
    ],
  },
  {
    generics: ['carboxymethylcellulose'],
    form: 'eye-drops',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Dry, gritty or tired eyes from screen use, wind, dust or air conditioning.',
    dose: 'One or two drops into each eye as often as needed.',
    se: 'Brief blurred vision after use.',
    rows: [
      ['Tears Plus', 'টিয়ার্স প্লাস', 'square', '0.5%', dropper(10), 15000],
      ['Lubtear', null, 'aristopharma', '0.5%', dropper(10), 13000],
      ['Moistene', null, 'incepta', '0.5%', dropper(10), 14000],
    ],
  },
];

const SKIN_AND_MOUTH: Family[] = [
  // ===================================================================== Skin
  {
    generics: ['clotrimazole'],
    form: 'cream',
    cls: 'otc',
    cat: 'Personal Care',
    ind: "Ringworm, athlete's foot, jock itch, fungal nappy rash and skin candida.",
    dose: 'Apply thinly to the clean, dry affected skin two or three times a day and continue for 2 weeks after it clears.',
    se: 'Mild burning, redness or itching where applied.',
    rows: [
      ['Candex', 'ক্যান্ডেক্স', 'square', '1%', tube(10), 5000],
      ['Clotrim', 'ক্লোট্রিম', 'beximco', '1%', tube(10), 4500],
      ['Fungidal', null, 'opsonin', '1%', tube(10), 3800],
      ['Funginil', null, 'acme', '1%', tube(10), 4200],
      ['Canazol', null, 'ibn-sina', '1%', tube(10), 4000],
    ],
  },
  {
    generics: ['clotrimazole'],
    form: 'powder',
    cls: 'otc',
    cat: 'Personal Care',
    ind: 'Fungal infections in skin folds and between the toes, and keeping treated areas dry.',
    dose: 'Dust onto the clean, dry affected area two or three times a day, and into socks and shoes.',
    se: 'Mild irritation; do not breathe in the powder.',
    rows: [
      ['Candex', 'ক্যান্ডেক্স', 'square', '1%', jar(30), 8000],
      ['Clotrim', 'ক্লোট্রিম', 'beximco', '1%', jar(30), 7500],
      ['Fungidal', null, 'opsonin', '1%', jar(30), 6500],
    ],
  },
  {
    generics: ['clotrimazole'],
    form: 'ear-drops',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Fungal infection of the outer ear canal (otomycosis).',
    dose: 'Three or four drops into the affected ear three times a day for 2 weeks, after cleaning the ear as advised.',
    se: 'Local irritation or a feeling of fullness in the ear.',
    rows: [
      ['Candex Otic', null, 'square', '1%', dropper(10), 6000],
      ['Clotrim Ear', null, 'beximco', '1%', dropper(10), 5500],
    ],
  },
  {
    generics: ['terbinafine'],
    form: 'cream',
    cls: 'otc',
    cat: 'Personal Care',
    ind: "Ringworm of the body and groin and athlete's foot.",
    dose: 'Apply once or twice a day for 1 to 2 weeks, rubbing in gently.',
    se: 'Redness, itching or stinging where applied.',
    rows: [
      ['Terbin', 'টারবিন', 'square', '1%', tube(10), 11000],
      ['Finex', null, 'beximco', '1%', tube(10), 10000],
      ['Dermafin', null, 'incepta', '1%', tube(10), 9500],
    ],
  },
  {
    generics: ['terbinafine'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Fungal nail infections and widespread ringworm not helped by creams.',
    dose: 'Adults: 250 mg once a day for 2 to 6 weeks for skin and 6 to 12 weeks for nails, as directed by the physician.',
    se: 'Stomach upset, headache, taste change; rarely liver problems.',
    rows: [
      ['Terbin', 'টারবিন', 'square', '250 mg', tabs(14, 7), 35000],
      ['Dermafin', null, 'incepta', '250 mg', tabs(14, 7), 31500],
    ],
  },
  {
    generics: ['mupirocin'],
    form: 'ointment',
    cls: 'prescription',
    cat: 'Personal Care',
    ind: 'Impetigo, infected cuts, folliculitis and small boils.',
    dose: 'Apply a small amount to the affected area up to three times a day for up to 10 days.',
    se: 'Burning, stinging or itching where applied.',
    rows: [
      ['Mupiron', 'মিউপিরন', 'square', '2%', tube(10), 18000],
      ['Mupin', null, 'beximco', '2%', tube(10), 16500],
      ['Mupiderm', null, 'incepta', '2%', tube(10), 15000],
    ],
  },
  {
    generics: ['fusidic-acid'],
    form: 'cream',
    cls: 'prescription',
    cat: 'Personal Care',
    ind: 'Infected eczema, impetigo, infected cuts and boils.',
    dose: 'Apply three or four times a day for 7 days, or as directed by the physician.',
    se: 'Mild local irritation; rarely allergic rash.',
    rows: [
      ['Fusid', 'ফুসিড', 'square', '2%', tube(10), 16000],
      ['Fusiderm', null, 'beximco', '2%', tube(10), 15000],
    ],
  },
  {
    generics: ['hydrocortisone'],
    form: 'cream',
    cls: 'otc',
    cat: 'Personal Care',
    ind: 'Mild eczema, contact dermatitis, insect bites and itchy rashes.',
    dose: 'Apply thinly once or twice a day for no more than 7 days without medical advice; not on the face of children.',
    se: 'Rarely thinning of the skin with long use.',
    rows: [
      ['Hydrocort', 'হাইড্রোকর্ট', 'square', '1%', tube(15), 5500],
      ['Hycort', null, 'acme', '1%', tube(15), 5000],
      ['Dermacort', null, 'opsonin', '1%', tube(15), 4500],
    ],
  },
  {
    generics: ['betamethasone'],
    form: 'cream',
    cls: 'prescription',
    cat: 'Personal Care',
    ind: 'Eczema, psoriasis and dermatitis that do not respond to milder steroids.',
    dose: 'Apply thinly once or twice a day for a short course, as directed by the physician.',
    se: 'Skin thinning, stretch marks and acne-like spots with long use; never on infected skin.',
    rows: [
      ['Betasone', null, 'square', '0.1%', tube(15), 4500],
      ['Betameth', null, 'beximco', '0.1%', tube(15), 4000],
      ['Dermasone', null, 'opsonin', '0.1%', tube(15), 3500],
    ],
  },
  {
    generics: ['betamethasone'],
    form: 'ointment',
    cls: 'prescription',
    cat: 'Personal Care',
    ind: 'Dry, thickened patches of eczema and psoriasis.',
    dose: 'Apply thinly once or twice a day for a short course, as directed by the physician.',
    se: 'Skin thinning and discolouration with long use.',
    rows: [
      ['Betasone', null, 'square', '0.1%', tube(15), 5000],
      ['Betameth', null, 'beximco', '0.1%', tube(15), 4500],
    ],
  },
  {
    generics: ['permethrin'],
    form: 'cream',
    cls: 'otc',
    cat: 'Personal Care',
    ind: 'Scabies in adults and children over 2 months.',
    dose: 'Apply to the whole body from the neck down at night, wash off after 8 to 12 hours; repeat after 7 days. Treat the whole household and wash bedding.',
    se: 'Itching and mild burning that can last a few weeks after the mites are gone.',
    rows: [
      ['Scabex', 'স্ক্যাবেক্স', 'square', '5%', tube(30), 9000],
      ['Permin', null, 'acme', '5%', tube(30), 8000],
      ['Lotrix', null, 'incepta', '5%', tube(30), 8500],
    ],
  },
  {
    generics: ['permethrin'],
    form: 'lotion',
    cls: 'otc',
    cat: 'Personal Care',
    ind: 'Head lice and scabies.',
    dose: 'For lice, apply to washed, towel-dried hair, leave for 10 minutes, rinse and comb; repeat after 7 days if needed.',
    se: 'Scalp itching or tingling.',
    rows: [
      ['Scabex', 'স্ক্যাবেক্স', 'square', '1%', bottle(60), 9500],
      ['Permin', null, 'acme', '1%', bottle(60), 8500],
    ],
  },
  {
    generics: ['calamine'],
    form: 'lotion',
    cls: 'otc',
    cat: 'Personal Care',
    ind: 'Itching from heat rash, chickenpox, mild sunburn and insect bites.',
    dose: 'Shake well, dab onto the skin with cotton wool and let dry; use as often as needed.',
    se: 'None of note; may dry the skin.',
    rows: [
      ['Calamin', 'ক্যালামিন', 'square', '15%', bottle(100), 7000],
      ['Calacool', null, 'acme', '15%', bottle(100), 6000],
      ['Calasoft', null, 'opsonin', '15%', bottle(100), 5500],
    ],
  },
  {
    generics: ['povidone-iodine'],
    form: 'solution',
    cls: 'otc',
    cat: 'Personal Care',
    ind: 'Cleaning minor cuts, grazes and burns and disinfecting skin before injections or dressings.',
    dose: 'Apply undiluted to the affected area once or twice a day and allow to dry; may be covered with a dressing.',
    se: 'Skin staining and, rarely, irritation. Avoid large wounds, newborns and thyroid disease.',
    rows: [
      ['Povisep', 'পোভিসেপ', 'square', '10%', bottle(100), 8000],
      ['Iodin', null, 'beximco', '10%', bottle(100), 7500],
      ['Povidon', null, 'popular', '10%', bottle(100), 6500],
    ],
  },
  // ===================================================================== Mouth and teeth
  {
    generics: ['chlorhexidine'],
    form: 'mouthwash',
    cls: 'otc',
    cat: 'Dental Care',
    ind: 'Gum inflammation and bleeding, mouth infections and care after dental surgery.',
    dose: 'Rinse with 10 ml for 1 minute twice a day after brushing, then spit out; do not swallow or rinse with water straight after.',
    se: 'Brown staining of teeth and tongue that can be polished off, and a changed sense of taste.',
    rows: [
      ['Chlorex', 'ক্লোরেক্স', 'square', '0.2%', bottle(150), 13000],
      ['Oradex', 'ওরাডেক্স', 'acme', '0.2%', bottle(150), 11000],
      ['Gumex', null, 'incepta', '0.2%', bottle(150), 12000],
      ['Chlorohex', null, 'drug-international', '0.12%', bottle(200), 12500],
      ['Oradex', 'ওরাডেক্স', 'acme', '0.12%', bottle(200), 11500],
    ],
  },
  {
    generics: ['povidone-iodine'],
    form: 'mouthwash',
    cls: 'otc',
    cat: 'Dental Care',
    ind: 'Sore throat, mouth ulcers and gum infections, and as a gargle before dental procedures.',
    dose: 'Dilute 10 ml with an equal amount of warm water; gargle or rinse for 30 seconds up to four times a day and spit out.',
    se: 'Temporary staining of the teeth and tongue; avoid in thyroid disease and pregnancy.',
    rows: [
      ['Povisep Gargle', null, 'square', '1%', bottle(100), 9000],
      ['Iodin Gargle', null, 'beximco', '1%', bottle(100), 8500],
    ],
  },
  {
    generics: ['choline-salicylate'],
    form: 'gel',
    cls: 'otc',
    cat: 'Dental Care',
    ind: 'Pain of mouth ulcers, denture sores and teething.',
    dose: 'Apply a small amount with a clean finger to the sore area up to every 3 hours; not for children under 16 for teething unless advised.',
    se: 'Brief stinging where applied.',
    rows: [
      ['Orasal', 'ওরাসাল', 'square', '8.7%', tube(10), 8000],
      ['Dentogel', null, 'acme', '8.7%', tube(10), 7000],
      ['Mouthol', null, 'aci', '8.7%', tube(10), 6500],
    ],
  },
  {
    generics: ['triamcinolone'],
    form: 'gel',
    cls: 'prescription',
    cat: 'Dental Care',
    ind: 'Recurrent painful mouth ulcers and inflamed gums.',
    dose: 'Dab a thin film onto the ulcer at bedtime and, if needed, two or three times a day after meals; do not rub in.',
    se: 'Oral thrush with long use.',
    rows: [
      ['Traicort', 'ট্রাইকর্ট', 'square', '0.1%', tube(5), 7500],
      ['Traecort', null, 'incepta', '0.1%', tube(5), 6500],
    ],
  },
];

const VITAMINS_AND_WOMEN: Family[] = [
  // ===================================================================== Vitamins and minerals
  {
    generics: ['calcium-carbonate', 'vitamin-d3'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Calcium and vitamin D deficiency, osteoporosis, and extra need in pregnancy and breastfeeding.',
    dose: 'Adults: one tablet once or twice a day with meals; keep 2 hours away from iron and thyroid tablets.',
    se: 'Constipation, wind and bloating; rarely high calcium with very high doses.',
    rows: [
      ['Calbo-D', 'ক্যালবো-ডি', 'square', '500 mg + 200 IU', tabs(30, 15), 24000],
      ['Aristocal-D', 'অ্যারিস্টোক্যাল-ডি', 'aristopharma', '500 mg + 200 IU', tabs(30, 15), 18000],
      ['Bonecal-D', 'বোনক্যাল-ডি', 'beximco', '500 mg + 200 IU', tabs(30, 15), 21000],
      ['Calcin-D', null, 'incepta', '500 mg + 200 IU', tabs(30, 15), 19500],
      ['Marical-D', null, 'healthcare', '500 mg + 200 IU', tabs(30, 15), 22500],
      ['Cal-D', null, 'acme', '500 mg + 200 IU', tabs(30, 15), 16500],
      ['Calbo-D Forte', null, 'square', '600 mg + 400 IU', tabs(30, 15), 30000],
    ],
  },
  {
    generics: ['calcium-carbonate'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Calcium deficiency and extra calcium need; also works as an antacid.',
    dose: 'Adults: 500 mg once or twice a day with meals.',
    se: 'Constipation and bloating.',
    rows: [
      ['Calbo', 'ক্যালবো', 'square', '500 mg', tabs(30, 15), 15000],
      ['Bonecal', 'বোনক্যাল', 'beximco', '500 mg', tabs(30, 15), 13500],
      ['Calcinil', null, 'opsonin', '500 mg', tabs(30, 15), 10500],
    ],
  },
  {
    generics: ['vitamin-d3'],
    form: 'capsule',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Vitamin D deficiency with tiredness, bone pain or weak bones, and in people who get little sun.',
    dose: 'Adults: one 20,000 IU capsule once a week for 8 weeks, then once or twice a month, or as directed by the physician.',
    se: 'Rarely nausea, thirst and constipation from too much vitamin D.',
    rows: [
      ['D-Sol', 'ডি-সল', 'square', '20000 IU', caps(10), 40000],
      ['Dcal', null, 'beximco', '20000 IU', caps(10), 36000],
      ['Vitadee', null, 'incepta', '20000 IU', caps(10), 35000],
      ['Sunvit-D', null, 'renata', '20000 IU', caps(10), 38000],
    ],
  },
  {
    generics: ['ferrous-fumarate', 'folic-acid'],
    form: 'capsule',
    cls: 'otc',
    cat: 'WomenChoice',
    ind: 'Prevention and treatment of iron and folate deficiency anaemia, especially in pregnancy.',
    dose: 'One capsule a day, preferably an hour before a meal, or after food if it upsets the stomach; throughout pregnancy as advised.',
    se: 'Black stools, constipation, nausea and stomach discomfort.',
    rows: [
      ['Ferofol', 'ফেরোফল', 'square', '150 mg + 0.5 mg', caps(30), 9000],
      ['Folfer', 'ফলফার', 'beximco', '150 mg + 0.5 mg', caps(30), 8400],
      ['Feroma', null, 'incepta', '150 mg + 0.5 mg', caps(30), 7500],
      ['Ironfol', null, 'acme', '150 mg + 0.5 mg', caps(30), 6900],
      ['Hemofol', null, 'renata', '150 mg + 0.5 mg', caps(30), 8100],
    ],
  },
  {
    generics: ['folic-acid'],
    form: 'tablet',
    cls: 'otc',
    cat: 'WomenChoice',
    ind: 'Before conception and in early pregnancy to prevent neural tube defects; folate deficiency anaemia.',
    dose: '5 mg once a day, or as directed by the physician; start before trying for a baby.',
    se: 'Rarely stomach upset.',
    rows: [
      ['Folicare', 'ফলিকেয়ার', 'square', '5 mg', tabs(100), 10000],
      ['Folvit', null, 'beximco', '5 mg', tabs(100), 9000],
      ['Folamin', null, 'acme', '5 mg', tabs(100), 8000],
    ],
  },
  {
    generics: ['vitamin-b-complex'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Vitamin B deficiency, weakness, sores at the corners of the mouth and tingling of the hands and feet.',
    dose: 'Adults: one or two tablets a day after food.',
    se: 'Bright yellow urine, which is harmless.',
    rows: [
      ['Aristovit-B', 'অ্যারিস্টোভিট-বি', 'aristopharma', 'B1 + B2 + B6 + B12', tabs(100), 9000],
      ['B-Plex', null, 'square', 'B1 + B2 + B6 + B12', tabs(100), 10000],
      ['Becomax', null, 'beximco', 'B1 + B2 + B6 + B12', tabs(100), 8000],
    ],
  },
  {
    generics: ['vitamin-b-complex'],
    form: 'syrup',
    cls: 'otc',
    cat: 'Baby Care',
    ind: 'Poor appetite, weakness and vitamin B deficiency in children.',
    dose: 'Children: 5 ml once or twice a day after food.',
    se: 'Yellow urine; rarely stomach upset.',
    rows: [
      ['Aristovit-B', 'অ্যারিস্টোভিট-বি', 'aristopharma', 'B1 + B2 + B6 + B12/5 ml', bottle(100), 4000],
      ['B-Plex', null, 'square', 'B1 + B2 + B6 + B12/5 ml', bottle(100), 4500],
    ],
  },
  {
    generics: ['ascorbic-acid'],
    form: 'tablet',
    cls: 'otc',
    cat: 'OTC Medicine',
    ind: 'Vitamin C deficiency, bleeding gums, and to help iron absorption and healing.',
    dose: 'Adults: one 250 mg chewable tablet once or twice a day.',
    se: 'Stomach upset or loose stools at high doses.',
    rows: [
      ['Ceevit', 'সিভিট', 'square', '250 mg', tabs(100), 15000],
      ['Vitacee', null, 'beximco', '250 mg', tabs(100), 13000],
      ['C-Vit', null, 'acme', '250 mg', tabs(100), 12000],
    ],
  },
  // ===================================================================== Women's health
  {
    generics: ['levonorgestrel', 'ethinylestradiol'],
    form: 'tablet',
    cls: 'otc',
    cat: 'WomenChoice',
    ind: 'Oral contraception (birth-control pill); also regulates periods.',
    dose: 'One tablet at the same time every day for 28 days, starting on the first day of the period, then start the next pack without a break.',
    se: 'Nausea, spotting, breast tenderness and headache in the first months; rarely blood clots, especially in smokers over 35.',
    rows: [
      ['Femicon', 'ফেমিকন', 'smc', '0.15 mg + 0.03 mg', tabs(28, 28), 4000],
      ['Ovanor', null, 'square', '0.15 mg + 0.03 mg', tabs(28, 28), 9000],
      ['Ovulin', 'ওভুলিন', 'renata', '0.15 mg + 0.03 mg', tabs(28, 28), 7500],
      ['Ovacare', null, 'popular', '0.15 mg + 0.03 mg', tabs(28, 28), 6000],
    ],
  },
  {
    generics: ['levonorgestrel'],
    form: 'tablet',
    cls: 'otc',
    cat: 'WomenChoice',
    ind: 'Emergency contraception after unprotected sex or a contraceptive failure.',
    dose: 'One 1.5 mg tablet as soon as possible, within 72 hours of unprotected sex; take again if vomited within 3 hours.',
    se: 'Nausea, tiredness, lower tummy pain and an early or late next period.',
    rows: [
      ['Emergen', 'ইমার্জেন', 'incepta', '1.5 mg', tabs(1, 1), 9000],
      ['Postino', null, 'renata', '1.5 mg', tabs(1, 1), 8500],
      ['Postpil', 'পোস্টপিল', 'smc', '1.5 mg', tabs(1, 1), 7000],
    ],
  },
  {
    generics: ['tranexamic-acid'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'WomenChoice',
    ind: 'Heavy menstrual bleeding, nosebleeds and bleeding after dental or minor surgery.',
    dose: 'Adults: 500 mg to 1 g three times a day for up to 4 days during the period, as directed by the physician.',
    se: 'Nausea, diarrhoea and headache; not for people with a history of blood clots.',
    rows: [
      ['Tranemic', 'ট্রানেমিক', 'square', '500 mg', tabs(20), 28000],
      ['Anamic', null, 'incepta', '500 mg', tabs(20), 25000],
      ['Trenxa', null, 'renata', '500 mg', tabs(20), 26000],
    ],
  },
  // ===================================================================== Steroids
  {
    generics: ['prednisolone'],
    form: 'tablet',
    cls: 'prescription',
    cat: 'Prescription Medicine',
    ind: 'Asthma flare-ups, severe allergies, rheumatic and autoimmune diseases and some skin and bowel diseases.',
    dose: 'Adults: 5 to 60 mg a day in the morning with food, as directed by the physician; longer courses must be reduced slowly, not stopped suddenly.',
    se: 'Raised appetite and blood sugar, mood change, poor sleep and stomach irritation; long use thins bones and lowers resistance to infection.',
    rows: [
      ['Cortan', 'কর্টান', 'square', '5 mg', tabs(100), 8000],
      ['Cortan', 'কর্টান', 'square', '20 mg', tabs(30), 9000],
      ['Prednil', null, 'beximco', '5 mg', tabs(100), 7500],
      ['Solone', null, 'acme', '5 mg', tabs(100), 7000],
      ['Prednil', null, 'beximco', '20 mg', tabs(30), 8400],
    ],
  },
];

/**
 * Narcotics and psychotropics under Bangladesh's Narcotics Control Act: listed so that
 * people can look them up, never sold online.
 */
const CONTROLLED: Family[] = [
  {
    generics: ['diazepam'],
    form: 'tablet',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Short-term relief of severe anxiety, muscle spasm and alcohol withdrawal.',
    dose: 'Adults: 2 to 5 mg two or three times a day for no more than 2 to 4 weeks, as directed by the physician.',
    se: 'Drowsiness, unsteadiness and slowed reactions; dependence with long use. Never with alcohol.',
    rows: [
      ['Sedil', 'সেডিল', 'square', '5 mg', tabs(100), 10000],
      ['Easium', null, 'opsonin', '5 mg', tabs(100), 9000],
      ['Relaxen', null, 'acme', '5 mg', tabs(100), 8500],
    ],
  },
  {
    generics: ['diazepam'],
    form: 'injection',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Prolonged seizures, severe agitation and sedation before procedures, in hospital.',
    dose: 'Adults: 10 mg by slow intravenous injection, repeated if needed, given by a doctor.',
    se: 'Slowed breathing, low blood pressure and pain at the injection site.',
    rows: [
      ['Sedil', 'সেডিল', 'square', '10 mg/2 ml', amps(10, 2), 15000],
      ['Easium', null, 'opsonin', '10 mg/2 ml', amps(10, 2), 13000],
    ],
  },
  {
    generics: ['clonazepam'],
    form: 'tablet',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Panic disorder and some types of epilepsy.',
    dose: 'Adults: 0.25 to 0.5 mg once or twice a day, adjusted slowly by the physician; never stop suddenly.',
    se: 'Drowsiness, tiredness, poor coordination and memory problems; dependence.',
    rows: [
      ['Clonatril', 'ক্লোনাট্রিল', 'incepta', '0.5 mg', tabs(30), 18000],
      ['Clozil', null, 'radiant', '0.5 mg', tabs(30), 20000],
      ['Epinil', null, 'square', '0.5 mg', tabs(30), 19500],
      ['Clonatril', 'ক্লোনাট্রিল', 'incepta', '2 mg', tabs(30), 30000],
    ],
  },
  {
    generics: ['alprazolam'],
    form: 'tablet',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Short-term treatment of anxiety and panic disorder.',
    dose: 'Adults: 0.25 to 0.5 mg three times a day for a short course, as directed by the physician.',
    se: 'Sleepiness, dizziness and memory problems; dependence and withdrawal symptoms.',
    rows: [
      ['Alzolam', null, 'square', '0.25 mg', tabs(30), 9000],
      ['Xanolam', null, 'beximco', '0.25 mg', tabs(30), 8400],
      ['Anxinil', null, 'general', '0.5 mg', tabs(30), 12000],
    ],
  },
  {
    generics: ['midazolam'],
    form: 'tablet',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Short-term treatment of severe sleeplessness and sedation before minor procedures.',
    dose: 'Adults: 7.5 to 15 mg at bedtime for a few nights only, as directed by the physician.',
    se: 'Morning drowsiness, memory gaps and dependence.',
    rows: [
      ['Dormitab', null, 'incepta', '7.5 mg', tabs(30), 30000],
      ['Hypnofast', null, 'acme', '7.5 mg', tabs(30), 27000],
    ],
  },
  {
    generics: ['midazolam'],
    form: 'injection',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Sedation for endoscopy and minor surgery and before anaesthesia.',
    dose: 'Given intravenously by an anaesthetist or trained doctor, dose by age and weight.',
    se: 'Slowed breathing and low blood pressure; needs monitoring.',
    rows: [
      ['Midanil', null, 'incepta', '5 mg/ml', amps(5, 3), 35000],
      ['Midacalm', null, 'popular', '5 mg/ml', amps(5, 3), 32000],
    ],
  },
  {
    generics: ['tramadol'],
    form: 'capsule',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Moderate to severe pain, for example after surgery or injury, when other painkillers are not enough.',
    dose: 'Adults: 50 to 100 mg every 4 to 6 hours, no more than 400 mg a day, for a short course as directed by the physician.',
    se: 'Nausea, dizziness, constipation and drowsiness; seizures and dependence with misuse.',
    rows: [
      ['Anadol', 'অ্যানাডল', 'square', '50 mg', caps(30), 24000],
      ['Tramadex', null, 'beximco', '50 mg', caps(30), 22500],
      ['Tradol', null, 'acme', '50 mg', caps(30), 21000],
    ],
  },
  {
    generics: ['tramadol'],
    form: 'injection',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Severe pain after surgery or injury, in hospital.',
    dose: 'Adults: 50 to 100 mg by slow intravenous or intramuscular injection every 4 to 6 hours, given by a health worker.',
    se: 'Nausea, vomiting, dizziness and sweating.',
    rows: [
      ['Anadol', 'অ্যানাডল', 'square', '100 mg/2 ml', amps(5, 2), 12500],
      ['Tradol', null, 'acme', '100 mg/2 ml', amps(5, 2), 11000],
    ],
  },
  {
    generics: ['pethidine'],
    form: 'injection',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Severe pain during labour, after operations and in acute conditions, in hospital only.',
    dose: 'Adults: 25 to 100 mg by intramuscular injection, repeated after 4 hours if needed, given by a doctor or midwife.',
    se: 'Drowsiness, nausea, slowed breathing and dependence.',
    rows: [
      ['Pethidine', 'পেথিডিন', 'popular', '100 mg/2 ml', amps(10, 2), 30000],
      ['Pethidine', 'পেথিডিন', 'opsonin', '100 mg/2 ml', amps(10, 2), 28000],
      ['Pethidine', 'পেথিডিন', 'orion', '50 mg/ml', amps(10, 1), 25000],
    ],
  },
  {
    generics: ['morphine'],
    form: 'injection',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Severe pain in heart attack, cancer and after major surgery, in hospital.',
    dose: 'Given by intravenous, intramuscular or subcutaneous injection, dose by response, by a doctor.',
    se: 'Nausea, constipation, drowsiness and slowed breathing; dependence.',
    rows: [
      ['Morphine', 'মরফিন', 'popular', '10 mg/ml', amps(10, 1), 40000],
      ['Morphine', 'মরফিন', 'square', '10 mg/ml', amps(10, 1), 42000],
    ],
  },
  {
    generics: ['morphine'],
    form: 'tablet',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Long-lasting severe pain, for example in cancer (palliative care).',
    dose: 'Adults: 10 to 30 mg every 12 hours as a modified-release tablet, adjusted by the physician; swallow whole.',
    se: 'Constipation (take a laxative), nausea, drowsiness and confusion.',
    rows: [
      ['Morphitab', null, 'square', '10 mg', tabs(30), 45000],
      ['Morfin SR', null, 'beximco', '10 mg', tabs(30), 42000],
    ],
  },
  {
    generics: ['codeine'],
    form: 'syrup',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Troublesome dry cough that stops sleep, for a short time.',
    dose: 'Adults: 5 to 10 ml three or four times a day for a few days, as directed by the physician. Not for children under 12.',
    se: 'Drowsiness, constipation and nausea; dependence with misuse.',
    rows: [
      ['Codelin', null, 'square', '15 mg/5 ml', bottle(100), 9000],
      ['Tuscod', null, 'incepta', '15 mg/5 ml', bottle(100), 8500],
    ],
  },
  {
    generics: ['ketamine'],
    form: 'injection',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Anaesthesia for short procedures and pain control in emergencies.',
    dose: 'Given intravenously or intramuscularly by an anaesthetist, dose by weight.',
    se: 'Vivid dreams and hallucinations on waking, raised blood pressure and heart rate.',
    rows: [
      ['Ketaject', null, 'popular', '50 mg/ml', vials(1, 10), 20000],
      ['Ketamin', null, 'incepta', '50 mg/ml', vials(1, 10), 18000],
    ],
  },
  {
    generics: ['buprenorphine'],
    form: 'injection',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Moderate to severe pain after surgery and in heart attack.',
    dose: 'Adults: 0.3 to 0.6 mg by intramuscular or slow intravenous injection every 6 to 8 hours, given by a health worker.',
    se: 'Drowsiness, nausea, dizziness and slowed breathing.',
    rows: [
      ['Bunogesic', null, 'square', '0.3 mg/ml', amps(5, 1), 25000],
      ['Bupren', null, 'popular', '0.3 mg/ml', amps(5, 1), 22000],
    ],
  },
  {
    generics: ['buprenorphine'],
    form: 'tablet',
    cls: 'controlled',
    cat: 'Prescription Medicine',
    ind: 'Treatment of opioid dependence in a supervised programme.',
    dose: 'Dissolved under the tongue once a day in the dose set by the treating physician.',
    se: 'Headache, constipation, sweating and sleeplessness.',
    rows: [
      ['Bunogesic SL', null, 'square', '2 mg', tabs(10), 15000],
      ['Bupren SL', null, 'popular', '2 mg', tabs(10), 13500],
    ],
  },
];

// ---------------------------------------------------------------------------------------
// Building the list
// ---------------------------------------------------------------------------------------

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/%/g, ' pct ')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\./g, '_')
    .replace(/^-+|-+$/g, '');

/** A small stable hash, so stock, seller and discount look varied but never change. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const SELLERS: SeedMedicine['seller'][] = [null, 'seller', 'seller2'];
const DISCOUNTS = [5, 10, 12, 15, 8] as const;

function build(families: Family[]): SeedMedicine[] {
  return families.flatMap((family) =>
    family.rows.map(([brand, brandBn, maker, strength, [packSize, packLabel, packLabelBn], pricePoisha, overrides]) => {
      const key = slug(`${brand} ${strength} ${family.form} ${maker}`);
      const h = hash(key);
      const controlled = family.cls === 'controlled';
      return {
        key,
        brand,
        brandBn,
        generics: [...family.generics],
        strength,
        form: family.form,
        maker,
        packSize,
        packLabel,
        packLabelBn,
        pricePoisha,
        // About one product in seven is discounted; controlled medicines never are.
        discountPercent: !controlled && h % 7 === 0 ? DISCOUNTS[(h >>> 3) % DISCOUNTS.length]! : 0,
        dispensingClass: family.cls,
        category: family.cat,
        indications: family.ind,
        dosage: family.dose,
        sideEffects: family.se,
        indicationsBn: family.indBn ?? null,
        dosageBn: family.doseBn ?? null,
        sideEffectsBn: family.seBn ?? null,
        // About one product in forty is out of stock.
        stock: h % 40 === 3 ? 0 : 20 + ((h >>> 5) % 481),
        // Controlled medicines are listed by the shop itself only.
        seller: controlled ? null : SELLERS[(h >>> 11) % SELLERS.length]!,
        ...overrides,
      } satisfies SeedMedicine;
    }),
  );
}

export const SEED_MEDICINES: SeedMedicine[] = build([
  ...PAIN,
  ...GUT,
  ...METABOLIC,
  ...RESPIRATORY,
  ...ANTI_INFECTIVE,
  ...SKIN_AND_MOUTH,
  ...VITAMINS_AND_WOMEN,
  ...CONTROLLED,
]);
