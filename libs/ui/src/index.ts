export const uiPlaceholder = 1;
