/** The form tester (listed with the sjtu routes in spec routes.tsv). */
export const PREVIEW_PATH = '/app/test/new/form';
