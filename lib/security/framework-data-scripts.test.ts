import { isFrameworkDataScript } from './framework-data-scripts.cjs';

describe("Next.js's data-only inline scripts", () => {
  it.each([
    '(self.__next_f=self.__next_f||[]).push([0])',
    '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,{"a":null}])',
    'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[3975,[],\\"x\\"]\\n"])',
    'self.__next_f.push([1,"text with ) and ; and self.__next_f.push( inside \\" a string"])',
    'self.__next_f.push([3,"AAEC"])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});',
  ])('accepts %s', (script) => expect(isFrameworkDataScript(script)).toBe(true));

  it.each([
    '',
    'alert(1)',
    'self.__next_f.push([1]);alert(1)',
    'self.__next_f.push([1]),alert(1)',
    'self.__next_f.push(alert(1))',
    'self.__next_f.push([1,fetch("//evil")])',
    'self.__next_f.push([1])alert(1)',
    'self.__next_f.push([1,"unterminated])',
    'self.__next_f.push([1]//)',
    ';self.__next_f.push([1])',
    'self.__next_f.push = alert; self.__next_f.push([1])',
    '(globalThis["TURBOPACK"] || (globalThis["OTHER"] = [])).push({})',
    '(globalThis[alert(1)] || (globalThis[alert(1)] = [])).push({})',
    '(function(){})()',
  ])('refuses %s', (script) => expect(isFrameworkDataScript(script)).toBe(false));
});
