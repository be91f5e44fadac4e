import type { trailers as en } from '../en/trailers.ts';
import type { Translated, TrailerProse } from '../../encyclopaedia/types.ts';

export const trailers: Translated<typeof en, TrailerProse> = {
  "release-trailer": {
    title: "Hollow Knight: Silksong – Release-Trailer",
    analysis:
      "Team Cherry kündigte diesen Trailer am 19. August 2025 mit einem Countdown zu einer „besonderen Ankündigung“ auf dem eigenen YouTube-Kanal an, und zwei Tage später feierte er Premiere, am Donnerstag, dem 21. August, um 15:30 Uhr BST. Er dauert knapp zwei Minuten und setzt ganz auf schnelle Schnitte von Bosskämpfen, Städten, Figuren und Hornet in Bewegung.\n\n" +
      "Die große Neuigkeit kam am Schluss: Silksong sollte am 4. September 2025 erscheinen, nur zwei Wochen später, und vom ersten Tag an im Xbox Game Pass enthalten sein. Die Texttafeln versprachen mehr als 200 Gegner, und die Presse zählte außerdem rund 40 Bosse. Aufbau und Wortwahl orientieren sich eng am ersten Trailer zu Hollow Knight, nur steigt man diesmal zum Gipfel eines heimgesuchten Königreichs hinauf, statt in ein zerfallenes hinabzusteigen.\n\n" +
      "Nach sechs Jahren fast ohne Neuigkeiten lobten Kommentatoren, wie zurückhaltend die Premiere ausfiel: keine große Bühne, nur Spielszenen und ein Datum. Am selben Tag veröffentlichte Bloomberg seinen Bericht darüber, warum die Entwicklung der Fortsetzung so lange gedauert hatte.",
  },
  "nintendo-switch-2-direct-appearance": {
    title: "Auftritt in der Nintendo Switch 2 Direct (April 2025)",
    analysis:
      "Das war nie ein eigenständiger Trailer. Am 2. April 2025, gegen Ende der Nintendo Switch 2 Direct, bekam Silksong ein paar Sekunden in einer Zusammenstellung kommender Spiele von Drittanbietern. Der Link führt zu Nintendos Upload der gesamten Direct, du musst also bis zu dieser Zusammenstellung vorspulen, um den Ausschnitt zu finden.\n\n" +
      "Der Ausschnitt zeigt Hornet beim Überschlagen, Rutschen und Kämpfen, und die Einblendung nannte 2025. Das war die erste offizielle Bestätigung, dass das Spiel in diesem Jahr erscheinen würde. Wenige Tage später bestätigte Matthew Griffin von Team Cherry, dass Silksong sowohl für die ursprüngliche Switch als auch für die Switch 2 erscheinen würde.\n\n" +
      "Die Fans freuten sich riesig, zum ersten Mal seit 2022 neue Spielszenen zu sehen, doch viele blieben zurückhaltend. Die Kommentarspalten füllten sich mit Witzen nach dem Motto „Ich glaube es erst, wenn ich es sehe“ und mit Rufen nach einem richtigen Trailer mit echtem Datum.",
  },
  "xbox-game-pass-reveal-trailer": {
    title: "Hollow Knight: Silksong – Enthüllungstrailer zum Xbox Game Pass",
    analysis:
      "Dieser Trailer erschien während des Xbox & Bethesda Games Showcase am 12. Juni 2022. Er war der erste richtige Blick auf Silksong seit etwa drei Jahren, mit neuem Gameplay, neuen Figuren und neuen Umgebungen. Xbox veröffentlichte ihn auf dem eigenen Kanal.\n\n" +
      "Unter der Zeile „Fight for the fate of a haunted land“ zeigt er Hornet in neuen Gebieten, darunter eine Passage, in der sie von leuchtenden Plattformen abprallt, die bei einem Treffer zerplatzen. Der Showcase bestätigte außerdem, dass das Spiel zum Start im Game Pass enthalten sein würde.\n\n" +
      "Ein Datum nannte der Trailer nicht. Xbox erklärte, jedes Spiel der Show werde innerhalb der nächsten 12 Monate spielbar sein, und die Fans lasen daraus eine Frist bis Mitte 2023. Silksong verpasste dieses Zeitfenster und wurde später offiziell verschoben.",
  },
  "nintendo-treehouse-live-e3-2019": {
    title: "Hollow Knight: Silksong – Gameplay bei Nintendo Treehouse: Live | E3 2019",
    analysis:
      "Auf der E3 2019 zeigte Nintendos Stream Treehouse: Live fast 20 Minuten Silksong, gespielt auf der Nintendo Switch. Nintendo stellte das Segment anschließend auf seinen YouTube-Kanal. Es handelt sich um Spielszenen, nicht um einen geschnittenen Trailer.\n\n" +
      "Die Demo beginnt mit einem kurzen Gedicht und einer Eröffnungsszene: Hornet wird in einem Käfig getragen, bis ein blendender Ausbruch von Seide eine Brücke zerreißt. Sie erwacht in der Moosgrotte, ganz unten im Königreich. Die Demo nannte außerdem den Namen des Königreichs, Pharloom, und bot zwei spielbare Gebiete: die Moosgrotte und den Tiefenkai.\n\n" +
      "Dieselbe Demo war am Stand von Nintendo auf der Messe spielbar, wo Silksong zu den wenigen Spielen mit Warteschlange gehörte. Ein Autor von Kotaku wählte den etwas schwierigeren Tiefenkai und war begeistert, obwohl er auf einen Fehler stieß.",
  },
  "reveal-trailer": {
    title: "Hollow Knight: Silksong – Enthüllungstrailer",
    analysis:
      "Team Cherry veröffentlichte diesen Trailer am 14. Februar 2019 auf dem eigenen YouTube-Kanal. Er dauert etwa zwei Minuten und enthüllte, dass aus dem für Hollow Knight geplanten Hornet-DLC eine vollwertige, eigenständige Fortsetzung geworden war.\n\n" +
      "Er stellt Hornet als spielbare Heldin vor. Sie wird gefangen genommen und in ein fremdes Königreich aus Seide und Gesang gebracht und muss eine tödliche Pilgerreise bis zu dessen Gipfel bewältigen. Das kehrt das erste Spiel um, in dem man die meiste Zeit hinabstieg. Der Trailer versprach mehr als 150 neue Gegner, neue Bosse, akrobatische Kämpfe, Städte, Aufgaben und herstellbare Werkzeuge. Als Plattformen nannte er Windows, Mac, Linux und Nintendo Switch.\n\n" +
      "Team Cherry erklärte außerdem, dass die ursprünglichen Kickstarter-Unterstützer das Spiel kostenlos erhalten würden. Die damalige Berichterstattung lobte die Optik und Hornets wendigere Bewegungen, auch wenn der Trailer keinerlei Hinweis auf einen Erscheinungstermin gab.",
  },
};
