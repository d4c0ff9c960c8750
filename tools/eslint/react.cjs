/**
 * React rules for every React project (apps/bottle-web, apps/store-desk, libs/ui): the rules of
 * hooks and exhaustive effect dependencies (react-hooks), and jsx-a11y's recommended set.
 * A deliberate exception is an inline `eslint-disable-next-line <rule> -- <reason>`, never a
 * rule turned off here.
 */
module.exports = {
  overrides: [
    {
      files: ['*.tsx', '*.ts', '*.jsx'],
      plugins: ['react-hooks', 'jsx-a11y'],
      extends: ['plugin:jsx-a11y/recommended'],
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    },
  ],
};
