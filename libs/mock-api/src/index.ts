export const mock_apiPlaceholder = 1;
