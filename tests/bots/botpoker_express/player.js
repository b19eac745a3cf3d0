// player.js: the player module of the engine README's example, playing from the payload the
// engine posts (its domain/player/create.js, talk()): with a pair (a pocket pair, or a hole card
// whose rank is on the board) it raises by answering `minimumRaiseAmount`; otherwise it calls
// by answering `callAmount` (0 when nothing is owed: a check). Each payload is written to the
// log (stdout, kept in the bot's stderr log by the arena) as "payload {...}" for the tests.

"use strict";

module.exports = {
  VERSION: "express-pair-raiser 1",
  bet (gamestate) {
    console.log("payload " + JSON.stringify(gamestate));
    const me = gamestate.players[gamestate.me];
    const ranks = me.cards.map((card) => card.rank);
    const board = gamestate.commonCards.map((card) => card.rank);
    const pair = ranks[0] === ranks[1] || ranks.some((rank) => board.includes(rank));
    return pair ? gamestate.minimumRaiseAmount : gamestate.callAmount;
  },
};
