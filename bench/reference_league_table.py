#!/usr/bin/env python3
"""The league rows of bench/REFERENCE.md from a finished league's folder: each bot's points a
game with its 95% interval (standings.json's, Student's t over games), and the reference bot's
lead over each other bot game by game (its points less theirs in every game both played, with a
95% interval by Student's t over those games: a paired comparison, so the table's luck cancels).

Usage: bench/reference_league_table.py RESULTS/LEAGUE [BOT]   (BOT: default "reference")
"""
import json
import math
import sqlite3
import statistics
import sys

# Student's t, 97.5% quantile, by degrees of freedom (large: the normal's 1.96).
T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 10: 2.228, 20: 2.086, 30: 2.042,
        60: 2.000, 120: 1.980, 200: 1.972, 1000: 1.962}


def t975(df):
    for k in sorted(T975):
        if df <= k:
            return T975[k]
    return 1.96


def main():
    folder = sys.argv[1]
    me = sys.argv[2] if len(sys.argv) > 2 else "reference"
    standings = json.load(open(f"{folder}/standings.json"))
    print(f"games: {standings['games_finished']} of {standings['games_planned']}")
    print("| bot | points a game | 95% interval | wins | lead of " + me + " a game | 95% interval |")
    print("|---|---:|---|---:|---:|---|")
    db = sqlite3.connect(f"{folder}/league.sqlite")
    points = {}
    for game, bot, pts in db.execute("select game, bot, points from placements"):
        points.setdefault(bot, {})[game] = pts
    for b in sorted(standings["bots"], key=lambda b: -b["mean_points"]):
        lo, hi = b["mean_points_ci95"]
        lead = "- | -"
        if b["name"] != me:
            both = sorted(set(points[me]) & set(points[b["name"]]))
            d = [points[me][g] - points[b["name"]][g] for g in both]
            half = t975(len(d) - 1) * statistics.stdev(d) / math.sqrt(len(d))
            mean = statistics.mean(d)
            lead = f"{mean:+.2f} | [{mean - half:+.2f}, {mean + half:+.2f}]"
        print(f"| {b['name']} | {b['mean_points']:.2f} | [{lo:.2f}, {hi:.2f}] | {b['wins']} | {lead} |")


if __name__ == "__main__":
    main()
