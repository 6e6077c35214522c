/** Types of sales-bar-hide-script.cjs (plain CommonJS, also hashed by the route cache handler). */
export declare const SALES_BAR_ELEMENT_ID: 'sales-bar';
export declare const SALES_BAR_KEY_ATTRIBUTE: 'data-dismiss-key';
export declare const SALES_BAR_SIGNATURE_ATTRIBUTE: 'data-dismiss-signature';
export declare const SALES_BAR_HIDE_SCRIPT: string;
