/** What tests start a lake with, and what the Studio's journeys accept from it. */
export { api, testLake, type TestLake } from './test-lake'
export { expectedStudioAnswers, isExpectedAnswer, type ExpectedAnswer } from '../src/expected-answers'
