// What other modules and flows may use of the antibiotic register.
export { recordAntibioticLines, type RegisterLine } from './antibiotic-register.repository.js';
