import { isChannelTalk } from './channel-talk.js';

// A video maker's talk about the channel, on sentences written for these tests in the style of lecture captions.

describe('channel talk', () => {
  test.each([
    ['en', 'As always, thanks to everyone who supports this channel on Patreon.'],
    ['en', 'Links to the book are on the screen and in the description.'],
    ['en', "I've also linked a couple of other resources I like a lot."],
    ['en', 'This video was sponsored by a company whose courses I recommend anyway.'],
    ['en', 'Thank you so much for watching!'],
    ['en', 'In the next video, I will talk about eigenvectors.'],
    ['en', 'Up next, we turn to integrals and the fundamental theorem.'],
    ['en', 'Let me know in the comments what you would like to see.'],
    ['en', 'For those who want to be part of the community, there is also a small store.'],
    ['en', 'Hey everyone, where we last left off, I showed what linear transformations look like.'],
    ['es', 'Hola a todos, bienvenidos de nuevo al curso.'],
    ['es', 'Como saben, la mayor parte del apoyo a mi canal proviene de Patreon.'],
    ['es', 'Enlaces en la pantalla y en la descripción.'],
    ['es', 'Muchas gracias por ver este vídeo.'],
    ['es', 'En el próximo vídeo hablaré de los vectores propios.'],
    ['fr', "Merci d'avoir regardé cette vidéo."],
    ['fr', 'Abonnez-vous pour ne rien manquer, le lien est dans la description.'],
    ['fr', 'Dans la prochaine vidéo, nous verrons les intégrales.'],
    ['de', 'Danke fürs Zuschauen und bis zum nächsten Mal.'],
    ['de', 'Den Link findet ihr in der Beschreibung.'],
    ['de', 'Im nächsten Video geht es um Integrale.'],
  ])('given a %s sentence "%s", when judged, then it is channel talk', (language, sentence) => {
    expect(isChannelTalk(sentence, language)).toBe(true);
  });

  test.each([
    ['en', "I'll dive into the derivative in the next video, but loosely speaking it's a measure of how sensitive a function is to small changes."], // goes on to teach
    ['en', 'The channel capacity is the highest rate at which information can be sent without error.'], // a channel of information theory
    ['en', 'We store the value of each node in an array.'],
    ['en', 'A Taylor series approximates a function near a point with a polynomial.'],
    ['en', 'The description of a set lists the properties its members share.'],
    ['en', 'Hey everyone, today we learn about eigenvectors, which are vectors that stay on their own span.'], // a greeting that teaches
    ['es', 'Un canal iónico deja pasar los iones a través de la membrana.'],
    ['fr', 'La série de Taylor approche une fonction par un polynôme.'],
    ['de', 'Ein Ionenkanal lässt Ionen durch die Membran.'],
    ['it', 'Grazie per la visione, iscriviti al canale.'], // a language without a list judges nothing
  ])('given a %s sentence "%s", when judged, then it is not channel talk', (language, sentence) => {
    expect(isChannelTalk(sentence, language)).toBe(false);
  });
});
