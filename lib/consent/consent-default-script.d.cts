/** Types of consent-default-script.cjs (plain CommonJS, also used by the route cache handler). */
export declare const CONSENT_DEFAULT_ELEMENT_ID: string;
export declare const CONTAINER_ATTRIBUTE: string;
export declare const TAG_MANAGER_SRC_ATTRIBUTE: string;
export declare const CONSENT_WAIT_FOR_UPDATE_MS: number;
export declare const CONSENT_DEFAULT_SCRIPT: string;
