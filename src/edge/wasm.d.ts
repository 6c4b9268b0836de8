// A .wasm file imported on Workers is a precompiled WebAssembly.Module (wrangler's CompiledWasm rule).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
