export const bridgeVersion = "1.0.0";
