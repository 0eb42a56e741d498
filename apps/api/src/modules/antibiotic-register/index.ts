// What other modules and flows may use of the antibiotic register.
export { recordAntibioticLines } from './antibiotic-register.repository.js';
