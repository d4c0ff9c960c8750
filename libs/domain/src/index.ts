export const domainPlaceholder = 1;
