// Not a module on purpose: tsconfig maps `vscode` and `lit` here so that importing them from this
// layer fails to compile ("is not a module").
declare const patienceForbiddenImport: never;
