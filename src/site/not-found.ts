/** The path the not-found page is prerendered at; the build copies it to 404.html for static hosts. */
export const NOT_FOUND_PATH = "/404";
