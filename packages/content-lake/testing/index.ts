/**
 * What tests start a lake with, what the Studio's journeys accept from it, and the parts of the lake
 * that tests drive directly: its store and mutations, its query engine, archives, session cookie and
 * editor assertions.
 */
export { api, testLake, type TestLake } from './test-lake'
export { sessionCookie } from '../src/access'
export { signEditorAssertion } from '../src/editor-assertion'
export { readArchive, writeArchive } from '../src/archive'
export { mutate } from '../src/mutations'
export { runQuery } from '../src/query'
export { DocumentStore } from '../src/store'
export { isAsset, isSystemDocument } from '../src/system-documents'
export { expectedStudioAnswers, isExpectedAnswer, type ExpectedAnswer } from './studio-errors-by-design'
