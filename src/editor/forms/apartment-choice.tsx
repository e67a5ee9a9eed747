import type { Apartment } from "./site-reading.ts";
import { ChoiceField } from "./fields.tsx";
import { useEditorWords } from "../editor-words.tsx";

/** Which apartment a form works on, by its name. */
export function ApartmentChoice({ apartments, value, onChange }: { apartments: readonly Apartment[]; value: string; onChange: (slug: string) => void }) {
  const words = useEditorWords();
  return (
    <ChoiceField label={words.tasks.apartment} value={value} onChange={(event) => onChange(event.target.value)}>
      {apartments.map((apartment) => (
        <option key={apartment.slug} value={apartment.slug}>
          {apartment.name}
        </option>
      ))}
    </ChoiceField>
  );
}

/** The apartment chosen, or the first one while none is (or the one chosen is gone from the text). */
export function chosenApartment(apartments: readonly Apartment[], slug: string | null): Apartment | undefined {
  return apartments.find((apartment) => apartment.slug === slug) ?? apartments[0];
}
