import type { ChatAnswer } from '@studyloop/events';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { waitForNotes } from '../test-support/assistant-notes.js';

/** The assistant's own English wording (nothing of it belongs in a Spanish answer). */
const ENGLISH_TEMPLATE = /Related terms|couldn’t find|study materials|Here (?:is|are)|Choose an answer|flashcards?|weakest topics|Revisit|\b(?:and|the|is)\b/;

/** Spanish notes asked about in Spanish, through HTTP with the built-in engine. */
const VECTORES = `Vectores y matrices

Un vector es una flecha que tiene una longitud y una dirección. En el plano, cada vector se describe con dos números, sus coordenadas, que indican cuánto se mueve la flecha en horizontal y cuánto en vertical. Los vectores se pueden sumar colocando uno a continuación del otro, y también se pueden multiplicar por un número.

Un escalar es un número que estira o encoge un vector. Si multiplicamos un vector por el escalar dos, el vector se vuelve el doble de largo, pero conserva su dirección. Si el escalar es negativo, el vector cambia de sentido.

Una combinación lineal es la suma de varios vectores, cada uno multiplicado por un escalar. El conjunto de todas las combinaciones lineales de unos vectores se llama espacio generado. Cuando dos vectores apuntan en direcciones distintas, su espacio generado es todo el plano.

Una matriz es una tabla de números que describe una transformación lineal. Cada columna de la matriz indica a dónde va a parar uno de los vectores de la base. Para aplicar la transformación a un vector, se multiplica la matriz por ese vector. El determinante de una matriz mide cuánto cambia el área cuando se aplica la transformación. Si el determinante es cero, la transformación aplasta el plano en una línea o en un punto.`;

describe('assistant intents asked in Spanish (local engine)', () => {
  let app: TestApp;
  let ana: TestClient;
  let notesId: string;

  beforeAll(async () => {
    app = await startTestApp();
    ana = new TestClient(app.baseUrl);
    await ana.signUp();
    const res = await ana.post('/api/materials/process', { type: 'text', content: VECTORES });
    expect(res.status).toBe(201);
    notesId = res.body.studyNotes.id as string;
    await waitForNotes(app, notesId);
  }, 120_000);
  afterAll(async () => app.close());

  async function ask(question: string): Promise<ChatAnswer> {
    const res = await ana.post('/api/chat/ask', { question });
    expect(res.status).toBe(200);
    return res.body as ChatAnswer;
  }

  it('summarises "mis apuntes" from the note’s summary, cited', async () => {
    const a = await ask('Resume mis apuntes');
    expect(a.found).toBe(true);
    expect(a.citations.map((c) => c.notesId)).toContain(notesId);
    expect(a.citations.every((c) => c.section === 'summary')).toBe(true);
  });

  it('defines a term with the sentence that says what it is', async () => {
    const a = await ask('¿Qué es una matriz?');
    expect(a.found).toBe(true);
    expect(a.citations[0]!.notesId).toBe(notesId);
    expect(a.answer).toMatch(/^Una matriz es una tabla de números/);
  });

  it('quizzes on a topic in the chat, announced in Spanish', async () => {
    const a = await ask('Hazme un examen sobre vectores');
    expect(a.found).toBe(true);
    expect(a.quiz?.questions.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(a.answer).toMatch(/^Aquí tienes \d+ preguntas sobre vectores de «.+»\. \[1\] Elige una respuesta para cada una y luego comprueba tus respuestas\.$/);
    expect(a.answer).not.toMatch(ENGLISH_TEMPLATE);
  });

  it('explains a term simply and names related terms in Spanish, with no English template text', async () => {
    const a = await ask('Explícame el vector de forma sencilla');
    expect(a.found).toBe(true);
    expect(a.answer).toMatch(/^Un vector es una flecha/);
    expect(a.answer).toMatch(/ Términos relacionados: [^.]+\.$/);
    expect(a.answer).not.toMatch(ENGLISH_TEMPLATE);
  });

  it('suggests what to study next in Spanish', async () => {
    const a = await ask('¿Qué debería estudiar ahora?');
    expect(a.found).toBe(true);
    expect(a.answer).toMatch(/^Empieza por (?:tu tarjeta pendiente|tus \d+ tarjetas pendientes): \d+ en «.+» \[1\]\./);
    expect(a.answer).not.toMatch(ENGLISH_TEMPLATE);
  });

  it('compares two terms from the note, in the note’s words', async () => {
    const a = await ask('¿Cuál es la diferencia entre un vector y un escalar?');
    expect(a.found).toBe(true);
    expect(a.answer).toMatch(/^Un vector es una flecha .* \[1\] Un escalar es un número .* \[2\] La diferencia: un vector es una flecha .*, mientras que un escalar es un número .*\.$/);
    expect(a.answer).not.toMatch(/\b(?:is|whereas|The difference)\b/);
  });

  it('still refuses a question off the material, in Spanish', async () => {
    const a = await ask('¿Quién escribió Don Quijote?');
    expect(a.found).toBe(false);
    expect(a.answer).toBe('No encontré nada sobre eso en tus materiales de estudio.');
  });
});
