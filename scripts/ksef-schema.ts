// Validates FA(3) XML against the Ministry of Finance's schema with xmllint-wasm (libxml2 compiled to WebAssembly, no
// native binary): for the tests of every generated invoice and for the local KSeF stand-in's check of what it
// receives. The schema files are copied into tests/fixtures/ksef/ from github.com/CIRFMF/ksef-docs
// (faktury/schemy/FA/, commit d92d285b, 19 May 2026); the FA(3) schema imports its base types from crd.gov.pl, so that
// address is mapped to the local copy through xmllint's preloaded files and nothing is fetched.
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const DIRECTORY = new URL("../tests/fixtures/ksef/", import.meta.url);
const REMOTE_BASE = "http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/";
const BASES = ["StrukturyDanych_v10-0E.xsd", "ElementarneTypyDanych_v10-0E.xsd", "KodyKrajow_v10-0E.xsd"];

let files: { schema: { fileName: string; contents: string }; preload: { fileName: string; contents: string }[] } | undefined;

function schemaFiles() {
  files ??= {
    // The import's remote location becomes the preloaded copy's name; the bases import each other by relative names.
    schema: {
      fileName: "fa3.xsd",
      contents: readFileSync(new URL("schemat_FA(3)_v1-0E.xsd", DIRECTORY), "utf8").replace(`${REMOTE_BASE}StrukturyDanych_v10-0E.xsd`, "StrukturyDanych_v10-0E.xsd"),
    },
    preload: BASES.map((name) => ({ fileName: name, contents: readFileSync(new URL(name, DIRECTORY), "utf8") })),
  };
  return files;
}

/** The schema's complaints about the document (xmllint's messages), none when it is valid FA(3). */
export async function fa3SchemaErrors(xml: string): Promise<string[]> {
  const { schema, preload } = schemaFiles();
  const result = await validateXML({ xml: { fileName: "faktura.xml", contents: xml }, schema, preload });
  return result.errors.map((error) => error.rawMessage);
}
