/** Where a newsletter signup came from (stored with the consent proof). */
export const sources = ["footer", "home", "blog", "page", "exit-ready", "contact"] as const;
