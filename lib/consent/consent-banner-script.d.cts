/** Types of consent-banner-script.cjs (plain CommonJS, also used by the route cache handler). */
export declare const CONSENT_BANNER_ELEMENT_ID: string;
export declare const PRIVACY_PATH_ATTRIBUTE: string;
export declare const CONSENT_CHOICE_ATTRIBUTE: string;
export declare const CONSENT_BANNER_SCRIPT: string;
