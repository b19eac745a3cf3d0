// server.js
//
// A botpoker bot as the botpoker engine's README ("prepare your player",
// github:brunoscopelliti/poker-holdem-engine README.md) writes one, line for line: an express
// app answering GET /, GET /version and POST /bet, whose body is the engine's JSON payload and
// whose answer is the number of chips the bot puts in. The arena runs it through
// `--bot 'NAME=botpoker:node tests/bots/botpoker_express/server.js'`; its adapter sets PORT.
// Needs Debian's node-express (scripts/setup), which brings body-parser; a node not from Debian
// finds them with NODE_PATH=/usr/share/nodejs.

"use strict";

const player = require("./player");

const http = require("http");
const express = require("express");
const bodyParser = require("body-parser");

const app = express();
const server = http.Server(app);

app.use(bodyParser.json());

app.get("/", function (req, res) {
  res.sendStatus(200);
});

app.get("/version", function (req, res) {
  res.status(200).send(player.VERSION);
});

app.post("/bet", function (req, res) {
  res.status(200).send(String(player.bet(req.body)));
});

const port = Number.parseInt(process.env["PORT"] || 1337);

server.listen(port, function () {
  console.log("Server listening on port", server.address().port);
});
