/** The model-test kit: see modelKit.ts. */
export { describeModel, ModelKit, type Inspect, type ModelSuite } from './modelKit.ts'
export { CoverageRecorder, definitionOf, transitionKey } from './coverage.ts'
export { edgePaths, eventPairs, expectModelMirrorsChart, settle, type EdgePath } from './paths.ts'
export { lastOf, pendingActor, sender, type Pending } from './calls.ts'
