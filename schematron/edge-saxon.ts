// The Schematron subsystem's entry for a Worker built with saxon-js: the reference engine over SEFs compiled
// before deployment, added to the edge loader (edge.ts).
export { edgeSaxon } from './build/edge-saxon.js';
