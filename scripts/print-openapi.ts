import { openApiDocument } from './openapi';

console.log(JSON.stringify(openApiDocument(), null, 2));
