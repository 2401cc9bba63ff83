"""Hints: the strong bot's best few actions for the player to move, each with a reason.

``hint(state)`` searches the position (:mod:`steamlab.bots.search`) and
returns the top actions with the mover's estimated chance to win, the mean
projected final score, and one sentence on why, in English or Japanese. The
sentence names the line of the projection (:mod:`steamlab.bots.evaluate`)
that the action improves most, e.g. "opens deliveries worth about 3 points
this turn" or "avoids a $4 shortfall at the next income phase".

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=4)
>>> hints = hint(g, iterations=8)
>>> all(g.why_illegal(h.action) is None for h in hints), len(hints) <= 3
(True, True)
>>> hints[0].reason("en") != "" and hints[0].reason("ja") != ""
True
"""

from __future__ import annotations

from dataclasses import dataclass

from steamlab.bots.evaluate import projections
from steamlab.bots.search import ROOT_WIDTH, search
from steamlab.core.errors import SteamlabError
from steamlab.engine.state import Action, GameState

HINT_ITERATIONS = 72
"""Leaves judged for a hint at the default strength (half as many again as a strong bot move)."""

REASONS: dict[str, tuple[str, str]] = {
    "score": ("adds {n:.0f} points to your score now", "今のスコアが{n:.0f}点増える"),
    "track": ("builds towards a link you can finish", "完成できるリンクに向けて線路を伸ばす"),
    "deliveries": ("opens deliveries worth about {n:.0f} points this turn",
                   "このターン約{n:.0f}点分の輸送ができるようになる"),
    "plan": ("builds towards a link that will carry goods in the turns to come",
             "今後のターンに商品を運べるリンクに向けて線路を伸ばす"),
    "future": ("finishes a link that will carry goods in the turns to come",
               "今後のターンに商品を運べるリンクを完成させる"),
    "locomotive": ("a longer locomotive reaches better deliveries", "機関車を上げるとより良い輸送ができる"),
    "money": ("keeps money for building (worth about {n:.0f} points)", "建設のための資金を確保する（約{n:.0f}点分）"),
    "shortfall": ("avoids a shortfall at the next income phase", "次の収入フェイズの資金不足を避ける"),
    "pending": ("takes the delivery's points where they are worth most", "輸送の得点を最も価値のある形で受け取る"),
    "out": ("keeps you in the game", "ゲームから脱落しないで済む"),
    "rounds": ("raises what your board scores in the rounds left by about {n:.0f} points",
               "残りラウンドのボード得点が合計約{n:.0f}点増える"),
    "final": ("raises your final scoring (engineer majority, end bonus cards) by about {n:.0f} points",
              "最終得点（技師の多数・終了ボーナスカード）が約{n:.0f}点増える"),
    "rubles": ("keeps rubles to stand in for workers", "労働者の代わりに使えるルーブルを残す"),
    "workers": ("gains a worker for the rounds to come", "今後のラウンドで使える労働者が増える"),
    "growth": ("sets your board up to score about {n:.0f} points more in the rounds to come",
               "今後のラウンドで約{n:.0f}点多く得点できるようボードを整える"),
    "underway": ("starts an action whose steps are worth about {n:.0f} points",
                 "約{n:.0f}点分の効果があるアクションを始める"),
}
"""One sentence per projection line, English and Japanese; ``{n}`` is the line's gain in points."""
PLAIN = ("keeps your position; the other choices project no better", "現状を保つ。他の選択肢も見込みは変わらない")


@dataclass(frozen=True)
class Hint:
    """One suggested action: the mover's estimated win chance and mean projected final score below
    it in the search, and why (the projection line it improves most and by how much)."""

    action: Action
    win_chance: float
    mean_score: float
    visits: int
    because: str
    """The projection line the action improves most (a key of :data:`REASONS`, or ``""``)."""
    gain: float

    def reason(self, lang: str = "en") -> str:
        """One sentence on why, in ``"en"`` or ``"ja"``."""
        if lang not in ("en", "ja"):
            raise SteamlabError(f"hint reasons are in 'en' or 'ja', not {lang!r}")
        en, ja = REASONS.get(self.because, PLAIN)
        text = en if lang == "en" else ja
        return text.format(n=self.gain)

    def __str__(self) -> str:
        return f"{self.action}: win {self.win_chance:.0%}, score {self.mean_score:.1f} - {self.reason()}"


def hint(
    state: GameState, n: int = 3, *, iterations: int = HINT_ITERATIONS, seed: int = 0, max_seconds: float | None = None
) -> list[Hint]:
    """The best ``n`` actions for the player to move (fewer if fewer are legal), best first."""
    if state.is_terminal() or state.current_player < 0:
        raise SteamlabError("There is no player to move here: a hint needs a player's decision.")
    mover = state.current_player
    legal = state.legal_actions()
    if len(legal) == 1:
        choices = [(legal[0], 1, float("nan"), float("nan"))]
    else:
        found = search(state, iterations=max(iterations, ROOT_WIDTH + 1), seed=seed, max_seconds=max_seconds)
        choices = [(c.action, c.visits, c.win_chance, c.mean_score) for c in found]
    before = projections(state)[mover].parts
    out = []
    for action, visits, win, score in choices[:n]:
        after_state = state.copy()
        after_state.auto_chance = False
        after_state.apply(action)
        after = projections(after_state)[mover].parts
        because, gain = _main_gain(before, after)
        out.append(Hint(action, win, score, visits, because, gain))
    return out


def _main_gain(before: dict[str, float], after: dict[str, float]) -> tuple[str, float]:
    """The projection line that rose most (``""`` if none rose)."""
    best, gain = "", 0.0
    for key, value in after.items():
        delta = value - before.get(key, 0.0)
        if delta > gain + 1e-9:
            best, gain = key, delta
    return best, gain
