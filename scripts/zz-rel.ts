import { measureRelevance, printRelevance } from './bench-relevance';
const t = Date.now();
const rows = measureRelevance();
console.log('ms', Date.now() - t);
printRelevance(rows, true);
