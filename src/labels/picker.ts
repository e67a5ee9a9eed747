/** Part of the Spanish dictionary (src/labels.ts), apart so that only the form's month calendar carries it. */
export const pickerMessages = {
  hint: "Elige el día de llegada y después el de salida. Los días tachados ya están reservados (pueden ser, aun así, tu día de salida).",
  booked: "ocupada",
} as const;
