"""Keeps a GameState from the arena's messages."""

from .fields import int_field, strings_field
from .state import GameState, HandEvent


class Tracker:
    """Keeps a GameState from the arena's messages, one message at a time."""

    def __init__(self):
        self.state = GameState()

    def update(self, m):
        """Updates the state; returns the message's type ("" when it has none)."""
        if not isinstance(m, dict):
            return ""
        kind = m.get("type")
        if not isinstance(kind, str):
            return ""
        handler = getattr(self, "_on_" + kind, None)
        if kind in ("post", "acted", "board", "show", "muck", "protected", "uncalled", "pot_won"):
            self._on_event(m, kind)
        elif kind in ("advanced", "advance_void", "advance_ignored"):
            self._on_advance_note(m, kind)
        elif handler is not None:
            handler(m)
        return kind

    def _on_hello(self, m):
        s = self.state
        s.hello = m
        s.tournament = m.get("tournament", "")
        s.mode = m.get("mode", "tournament")
        s.my_seat = int_field(m.get("seat"), -1)
        s.my_name = m.get("name", "")
        s.table = int_field(m.get("table"), 0)
        game = m.get("game") if isinstance(m.get("game"), dict) else {}
        s.starting_stack = int_field(game.get("starting_stack"), 0)
        self._play_game(game)
        mix = m.get("mix") if isinstance(m.get("mix"), dict) else {}
        s.mix_name = mix.get("name", "")
        s.mix_games = [g for g in mix.get("games") or [] if isinstance(g, dict)]
        for p in m.get("players") or []:
            if isinstance(p, dict):
                player = s.player(int_field(p.get("seat"), -1))
                player.name = p.get("name", "")
                player.stack = s.starting_stack
        rules = m.get("table_rules") if isinstance(m.get("table_rules"), dict) else {}
        s.advance_actions = rules.get("advance_actions") is True
        s.timeout_rule = rules.get("timeout_rule", "vacation")
        s.protections = int_field(rules.get("protections"), 0)
        s.showdown = rules.get("showdown", "show-all")
        s.player(s.my_seat)

    def _play_game(self, game):
        """The game the next hands are dealt in: hello's, or in a mix the hand's (R44)."""
        s = self.state
        s.structure = game.get("structure", "no-limit")
        s.variant = game.get("variant", "holdem")
        s.ranking = game.get("ranking", "high")
        s.hole_cards = int_field(game.get("hole_cards"), 2)
        s.stud = game.get("stud") is True
        s.first_street = "preflop"
        streets = game.get("streets")
        if isinstance(streets, list) and streets and isinstance(streets[0], dict):
            s.first_street = streets[0].get("name", "preflop")
        draws = [st["draw"] for st in streets or () if isinstance(st, dict)
                 and isinstance(st.get("draw"), dict)] if isinstance(streets, list) else []
        s.compulsory_discard = max([int_field(d.get("min_discard"), 0) for d in draws] + [0])
        s.may_stand_pat = bool(draws) and s.compulsory_discard == 0

    def _on_draw(self, m):
        s = self.state
        s.draw = m
        s.draw_id = int_field(m.get("id"), 0)
        s.draw_round = int_field(m.get("round"), 0)
        s.min_discard = int_field(m.get("min_discard"), 0)
        s.max_discard = int_field(m.get("max_discard"), 0)
        s.replace = m.get("replace") is True
        self._enter_street(m.get("street", s.street))
        s.time_ms = int_field(m.get("time_ms"), 0)
        s.pot = int_field(m.get("pot"), s.pot)
        s.hole = strings_field(m.get("hole"))

    def _enter_street(self, street):
        """A street other than the one in play: its betting starts from nothing (a board, stud's
        first deal of a street, a draw game's draw round and the betting after it)."""
        s = self.state
        if street and street != s.street:
            s.street = street
            for x in s.players.values():
                x.bet = 0

    def _on_drew(self, m):
        s = self.state
        self._enter_street(m.get("street", s.street))
        s.history.append(HandEvent(m))
        if int_field(m.get("seat"), -1) == s.my_seat and "hole" in m:
            s.hole = strings_field(m.get("hole"))

    def _on_dealt(self, m):
        """Stud (R39): a player's cards of a street; the up cards are public, the owner's copy
        also has its whole hand. The first deal of a street starts its betting."""
        s = self.state
        self._enter_street(m.get("street", s.street))
        seat = int_field(m.get("seat"), -1)
        s.player(seat).up.extend(strings_field(m.get("up")))
        if seat == s.my_seat and "hole" in m:
            s.hole = strings_field(m.get("hole"))
        s.history.append(HandEvent(m))

    def _on_hand_start(self, m):
        s = self.state
        s.hand = int_field(m.get("hand"), 0)
        s.hand_in_play = True
        if "game" in m:  # a mix: this hand's game among hello's (R44)
            for g in s.mix_games:
                if g.get("variant") == m.get("game") and g.get("structure") == m.get("structure"):
                    self._play_game(g)
        s.level = int_field(m.get("level"), 0)
        s.small_blind = int_field(m.get("small_blind"), 0)
        s.big_blind = int_field(m.get("big_blind"), 0)
        s.ante = int_field(m.get("ante"), 0)
        s.ante_kind = m.get("ante_kind", "none")
        s.bring_in = int_field(m.get("bring_in"), 0)
        s.button = int_field(m.get("button"), -1)
        s.small_blind_seat = int_field(m.get("small_blind_seat"), -1)
        s.big_blind_seat = int_field(m.get("big_blind_seat"), -1)
        s.my_seat = int_field(m.get("seat"), s.my_seat)
        s.hole = strings_field(m.get("hole"))
        s.board = []
        s.street = s.first_street
        s.pot = 0
        s.history = []
        for p in s.players.values():
            p.in_hand = p.folded = p.all_in = p.protected = False
            p.bet = p.put_in = 0
            p.up = []
        for x in m.get("seats") or []:
            if isinstance(x, dict):
                p = s.player(int_field(x.get("seat"), -1))
                p.in_hand = True
                p.stack = int_field(x.get("stack"), p.stack)
                p.name = x.get("name", p.name)

    def _on_event(self, m, kind):
        s = self.state
        e = HandEvent(m)
        p = s.player(e.seat) if kind != "board" else None
        if p is not None and "stack" in m:
            p.stack = int_field(m.get("stack"), p.stack)
        if kind == "post":
            p.put_in += e.amount
            if e.action != "ante":
                p.bet += e.amount
            s.pot = int_field(m.get("pot"), s.pot + e.amount)
        elif kind == "acted":
            self._enter_street(e.street)  # a draw game's betting after a draw: a street of its own
            added = int_field(m.get("added"), 0)
            p.put_in += added
            p.bet += added
            if e.action == "fold":
                p.folded = True
            p.all_in = bool(m.get("all_in", p.all_in))
            s.pot = int_field(m.get("pot"), s.pot + added)
        elif kind == "uncalled":
            p.bet = max(0, p.bet - e.amount)
            p.put_in -= e.amount
            s.pot = int_field(m.get("pot"), s.pot - e.amount)
        elif kind == "pot_won":
            s.pot = max(0, s.pot - e.amount)
        elif kind == "protected":
            p.protected = True  # its chips behind are set aside: it acts no more this hand
            s.pot = int_field(m.get("pot"), s.pot)
        elif kind == "board":
            s.street = e.street
            s.board = strings_field(m.get("board"))
            for x in s.players.values():
                x.bet = 0
        s.history.append(e)

    def _on_act(self, m):
        s = self.state
        s.act = m
        s.act_id = int_field(m.get("id"), 0)
        s.legal = strings_field(m.get("legal"))
        s.to_call = int_field(m.get("to_call"), 0)
        s.min_raise_to = int_field(m.get("min_raise_to"), 0)
        s.max_raise_to = int_field(m.get("max_raise_to"), 0)
        s.bring_in_due = m.get("bring_in") is True
        s.time_ms = int_field(m.get("time_ms"), 0)
        s.street = m.get("street", s.street)
        s.pot = int_field(m.get("pot"), s.pot)
        if "board" in m:
            s.board = strings_field(m.get("board"))
        me = s.me
        me.stack = int_field(m.get("stack"), me.stack)
        me.bet = int_field(m.get("bet"), me.bet)

    def _on_hand_end(self, m):
        s = self.state
        s.hand_in_play = False
        for x in m.get("stacks") or []:
            if isinstance(x, dict):
                s.player(int_field(x.get("seat"), -1)).stack = int_field(x.get("stack"), 0)
        for x in m.get("eliminated") or []:
            if isinstance(x, dict):
                p = s.player(int_field(x.get("seat"), -1))
                p.eliminated = True
                p.place = int_field(x.get("place"), 0)

    def _on_advance_note(self, m, kind):
        s = self.state
        if kind == "advanced":
            s.advances_applied += 1
        elif kind == "advance_void":
            s.advances_void += 1
        else:
            s.advances_ignored += 1
        s.last_advance_note = m

    def _on_moved(self, m):
        """A multi-table tournament moved us (R51, R52): a new table, seat and neighbours."""
        s = self.state
        s.table = int_field(m.get("table"), s.table)
        s.my_seat = int_field(m.get("seat"), s.my_seat)
        s.players = {}
        for x in m.get("players") or []:
            if isinstance(x, dict):
                p = s.player(int_field(x.get("seat"), -1))
                p.name = x.get("name", "")
                p.stack = int_field(x.get("stack"), 0)

    def _on_timeout(self, m):
        self.state.timeouts += 1
        self.state.last_timeout = m

    def _on_bye(self, m):
        self.state.bye = m
