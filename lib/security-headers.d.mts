export declare const COMMON_HEADERS: { key: string; value: string }[];
export declare const API_CSP: string;
export declare function pageCsp(nonce: string, options?: { dev?: boolean; payment?: boolean }): string;
export declare function isPaymentPath(path: string): boolean;
