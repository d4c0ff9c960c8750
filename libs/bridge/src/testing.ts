export const fakeShellVersion = "1.0.0";
