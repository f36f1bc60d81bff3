// The bundlers (Rsbuild in the apps, Vite in Vitest) compile CSS Modules; this tells tsc their shape.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
