"""What a bot knows: the table, the hand in play and the question being asked."""

from .fields import int_field


class Player:
    """One seat at the table."""

    def __init__(self, seat):
        self.seat = seat
        self.name = ""
        self.stack = 0        # chips behind
        self.bet = 0          # live wager this street (blinds included, antes not)
        self.put_in = 0       # everything put in this hand, antes included
        self.in_hand = False  # dealt into the current hand
        self.folded = False
        self.all_in = False
        self.eliminated = False
        self.place = 0
        self.protected = False  # this hand: all-in protection after a time-out (R26)
        self.up = []  # stud: this hand's cards dealt face up, in order (public)

    def __repr__(self):
        return "Player(seat=%d, name=%r, stack=%d, bet=%d)" % (
            self.seat, self.name, self.stack, self.bet)


class HandEvent:
    """One public event of the current hand: post, acted, board, show, muck, protected,
    uncalled, pot_won, drew (a draw turn: ``amount`` is how many cards it discarded), dealt
    (stud: a player's cards of a street)."""

    def __init__(self, message):
        self.type = message.get("type", "")
        self.seat = int_field(message.get("seat"), -1)
        self.street = message.get("street", "")
        self.action = message.get("blind" if self.type == "post" else "action", "")
        self.amount = int_field(message.get("discarded" if self.type == "drew" else "amount"), 0)
        self.message = message


class GameState:
    """Everything the bot knows, kept up to date from the arena's messages."""

    def __init__(self):
        # From hello: the tournament.
        self.hello = {}
        self.tournament = ""
        self.mode = "tournament"
        self.my_seat = -1
        self.my_name = ""
        self.table = 0  # a multi-table tournament's table (1-based, hello and moved); 0: one table
        self.structure = "no-limit"
        self.starting_stack = 0
        # From hello.game: the game (sdk/PROTOCOL.md, "Drawing").
        self.variant = "holdem"   # "2-7-triple-draw", "badugi", "5-card-draw", ...
        self.ranking = "high"     # "high", "2-7-low" (lowest wins, aces high), "badugi", "omaha", "a-5-low" (razz)
        self.hole_cards = 2
        self.first_street = "preflop"  # "predraw" in the draw games, "third" in stud
        self.may_stand_pat = False  # the game has draw rounds, none compulsory: stand_pat valid
        self.compulsory_discard = 0  # cards a draw round makes me throw (Crazy Pineapple's 1)
        self.stud = False  # stud, stud-8, razz: antes and a bring-in, up cards (R39-R43)
        self.mix_name = ""   # a mix (R44): "horse", "8-game", "mix:..."; the game fields above
        self.mix_games = []  # then follow each hand's game; hello's descriptions of them
        self.players = {}  # seat -> Player
        # From hello.table_rules (R25-R27); an arena that does not send them takes no requests.
        self.advance_actions = False
        self.timeout_rule = "vacation"   # or "all-in-protection"
        self.protections = 0
        self.showdown = "show-all"       # or "muck-losers"
        # From hand_start and the events: the hand in play.
        self.hand = 0
        self.hand_in_play = False  # from hand_start to hand_end
        self.level = 0
        self.small_blind = self.big_blind = self.ante = 0
        self.ante_kind = "none"
        self.bring_in = 0  # stud: the bring-in of this hand
        self.button = self.small_blind_seat = self.big_blind_seat = -1
        self.hole = []    # my cards as they stand, e.g. ["Ah", "Kd"] (after any draw)
        self.board = []
        self.street = "preflop"
        self.pot = 0      # everything in the middle, this street's bets included
        self.history = []  # this hand's HandEvents
        # From act: the question being asked.
        self.act = {}
        self.act_id = 0
        self.legal = []
        self.to_call = 0
        self.min_raise_to = 0
        self.max_raise_to = 0
        self.bring_in_due = False  # stud: my call posts the bring-in, my raise completes it
        self.time_ms = 0
        # From draw: a draw or discard round's turn (R30), answered by run()'s draw.
        self.draw = {}
        self.draw_id = 0
        self.draw_round = 0
        self.min_discard = 0   # above 0 only where a discard is compulsory (Crazy Pineapple)
        self.max_discard = 0
        self.replace = False   # the discards are replaced (a draw), else not
        # Housekeeping.
        self.timeouts = 0
        self.last_timeout = None
        self.bye = None
        # What the arena did with advance requests: advanced, advance_void, advance_ignored.
        self.advances_applied = self.advances_void = self.advances_ignored = 0
        self.last_advance_note = None

    def can(self, action):
        return action in self.legal

    def player(self, seat):
        if seat not in self.players:
            self.players[seat] = Player(seat)
        return self.players[seat]

    @property
    def me(self):
        return self.player(self.my_seat)

    @property
    def my_stack(self):
        return self.me.stack

    @property
    def my_bet(self):
        return self.me.bet

    def up_cards(self, seat):
        """Stud: the cards a player shows this hand (its up cards)."""
        return list(self.player(seat).up)

    def active_players(self):
        """Players still in the hand (not folded), me included."""
        return sum(1 for p in self.players.values() if p.in_hand and not p.folded)

    def opponents_in_hand(self):
        return max(0, self.active_players() - 1)

    def current_bet(self):
        """The largest wager on this street."""
        return max([p.bet for p in self.players.values() if p.in_hand] or [0])

    def call_cost(self):
        """Chips a call would add as the table stands now (capped at my stack), known between
        turns too: what ``Advance.call`` needs."""
        if self.my_seat < 0:
            return 0
        return max(0, min(self.current_bet() - self.my_bet, self.my_stack))

    def still_to_act(self):
        """I am in the hand and may act again in it: an advance request could be used."""
        if not self.hand_in_play or self.my_seat < 0:
            return False
        me = self.me
        return me.in_hand and not (me.folded or me.all_in or me.protected)
