import { unfitTalkLineEsFrDe } from './talk-note-lines-es-fr-de.js';
import { unfitTalkLine } from './talk-note-lines.js';

// Lines the summary and key ideas of the Spanish, French and German 3Blue1Brown talks had chosen (lec-es, lec-fr,
// lec-de tuning halves), and the general claims beside them a translated English gate had lost.

describe('talk note lines in Spanish, French and German: the speaker steering the talk', () => {
  test('given a first-person plural imperative of the talk\'s own work, when judged, then it is talk', () => {
    expect(unfitTalkLineEsFrDe('Commençons par un réseau extrêmement simple, où chaque couche a un seul neurone.', 'fr')).toBe('talk');
    expect(unfitTalkLineEsFrDe("Notons l'activation de ce dernier neurone avec un exposant L.", 'fr')).toBe('talk');
    expect(unfitTalkLineEsFrDe('Y veamos qué pasa cuando multiplicamos dos matrices.', 'es')).toBe('talk');
    expect(unfitTalkLineEsFrDe('Schauen wir uns zuerst die Ableitung der Kosten an.', 'de')).toBe('talk');
    expect(unfitTalkLineEsFrDe('Lass uns das Ganze etwas genauer betrachten.', 'de')).toBe('talk');
  });

  test('given the speaker\'s plan or the talk\'s other videos, when judged, then it is talk', () => {
    expect(unfitTalkLineEsFrDe('Je vais vous montrer comment cela fonctionne.', 'fr')).toBe('talk');
    expect(unfitTalkLineEsFrDe('En el último video hablé de las transformaciones lineales.', 'es')).toBe('talk');
    expect(unfitTalkLineEsFrDe('In den letzten Videos habe ich über Determinanten gesprochen.', 'de')).toBe('talk');
  });

  test('given an instruction in the language\'s own form, when judged, then it is an instruction', () => {
    expect(unfitTalkLineEsFrDe('Prenez un moment pour réfléchir à ce qui est arrivé.', 'fr')).toBe('instruction');
    expect(unfitTalkLineEsFrDe('Beschriften Sie also den Abstand von der Oberseite der Leiter zum Boden.', 'de')).toBe('instruction');
  });

  test('given the listener\'s memory or the screen, when judged, then it is bound to the talk', () => {
    expect(unfitTalkLineEsFrDe('Les lignes verticales que je dessine en haut gardent la trace de la longueur.', 'fr')).toBe('on-screen');
    expect(unfitTalkLineEsFrDe('Bei der Hashfunktion, die ich dir hier zeige, ist die Ausgabe unvorhersagbar.', 'de')).toBe('on-screen');
    expect(unfitTalkLineEsFrDe('Como recordarás, la derivada mide la pendiente.', 'es')).toBe('listener');
    expect(unfitTalkLineEsFrDe('Ici, la flèche verte représente le vecteur propre.', 'fr')).toBe('on-screen');
    expect(unfitTalkLineEsFrDe('Hier ist der grüne Pfeil der Eigenvektor.', 'de')).toBe('on-screen');
  });
});

describe('talk note lines in Spanish, French and German: general claims', () => {
  test('given a claim opened by a conjunction or said to "you", when judged, then it is fit', () => {
    expect(unfitTalkLineEsFrDe('Como los polinomios pueden tener grado arbitrariamente elevado, el conjunto de funciones base es infinito.', 'es')).toBeNull();
    expect(unfitTalkLineEsFrDe('Si vous avez deux fonctions g(x) et h(x), la dérivée de leur composition est le produit des dérivées.', 'fr')).toBeNull();
    expect(unfitTalkLineEsFrDe('Wenn du zwei Vektoren addierst, addierst du ihre Koordinaten.', 'de')).toBeNull();
  });

  test('given a claim after "Notons que", "Rappelez-vous," or a place word that says "in this matter", when judged, then it is fit', () => {
    expect(unfitTalkLineEsFrDe("Notons que cette définition de l'addition est le seul moment où un vecteur quitte l'origine.", 'fr')).toBeNull();
    expect(unfitTalkLineEsFrDe("Rappelez-vous, l'inverse d'une transformation est une nouvelle transformation.", 'fr')).toBeNull();
    expect(unfitTalkLineEsFrDe('Una segunda conclusión clave aquí es que los cambios en las pruebas causan cambios desproporcionados.', 'es')).toBeNull();
    expect(unfitTalkLineEsFrDe('Das Wesentliche ist hier, dass die Lösung die Fläche unter einem Graphen ist.', 'de')).toBeNull();
  });

  test('given a German condition with the verb first, when judged, then it is no proposal', () => {
    expect(unfitTalkLineEsFrDe('Denkt man sich diese Fläche als Funktion, kann man ableiten, dass die Ableitung der Höhe gleicht.', 'de')).toBeNull();
    expect(unfitTalkLineEsFrDe('Teilen wir das Stück mit dem gleichen Verhältnis, erhalten wir Stücke der Größe P².', 'de')).toBeNull();
    expect(unfitTalkLineEsFrDe('Nun können wir diese Aktivierungen nicht direkt beeinflussen.', 'de')).toBeNull();
  });

  test('given the video naming the subject, when judged, then it is fit', () => {
    expect(unfitTalkLineEsFrDe('Backpropagation, das Thema dieses Videos, ist ein Algorithmus zur Berechnung des Gradienten.', 'de')).toBeNull();
    expect(unfitTalkLineEsFrDe('La definición real de los fractales tiene que ver con la dimensión fractal, el tema central de este vídeo.', 'es')).toBeNull();
  });

  test('given a naming or an example\'s setup in the first-person plural, when judged, then it is left alone', () => {
    expect(unfitTalkLineEsFrDe('Lasst uns diesen Faktor "Räumliche Distanzierung" nennen.', 'de')).toBeNull();
    expect(unfitTalkLineEsFrDe('Appelons cette fonction la fonction de coût.', 'fr')).toBeNull();
    expect(unfitTalkLineEsFrDe('Supongamos que la matriz tiene determinante cero.', 'es')).toBeNull();
  });

  test('given an English line, when judged by the es/fr/de gate, then it is left to the English gate', () => {
    expect(unfitTalkLineEsFrDe("Let's start with a simple network.", 'en')).toBeNull();
    expect(unfitTalkLine('Commençons par un réseau extrêmement simple.', 'fr')).toBe('talk');
  });
});
