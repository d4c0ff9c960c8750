export const barcodeVersion = "1.0.0";
