/** JavaScript (gzip, KB) the home route may download before it can render (decisions 025–027, 047). */
export const HOME_FIRST_LOAD_BUDGET_KB = 120;
/** All JavaScript (gzip, KB) the home page may download by network idle, without scrolling (decision 060). */
export const HOME_NETWORK_IDLE_BUDGET_KB = 140;
