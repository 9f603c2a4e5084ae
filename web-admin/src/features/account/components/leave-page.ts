/** Where the browser goes to another site (the provider's checkout, a download): a seam tests replace. */
export const leavePage = { to: (url: string) => window.location.assign(url) };
