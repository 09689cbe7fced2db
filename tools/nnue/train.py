#!/usr/bin/python3
"""Trains a learned evaluation (docs/nnue.md) from `menagerie tune --generate FILE --nnue` samples
and writes the integer network the engine loads (`EvalFile`). It names no game: the inputs, their
number and each side's view of them all come from the data file.

Uses Debian's python3-torch (CPU; `apt-get install python3-torch`): a packaged library, no download
at run time, and a training loop short enough to read; the engine itself never needs it.

    /usr/bin/python3 tools/nnue/train.py data.bin out.nnue [--epochs 10] [--decay 0.2] [--lambda 1]

The target blends the search score and the game's result (both for the side to move):
    lambda * sigmoid(score / 400) + (1 - lambda) * (result + 1) / 2
and the network's output, in centipawns, goes through the same sigmoid.
"""
import argparse
import math
import struct
import sys

import numpy as np
import torch

HIDDEN, LAYER = 128, 16          # engine/nnue/network.hpp: kHidden, kLayer
QA, QB, SCALE = 127, 64, 400     # kQA, kQB, kScale


def read_samples(path):
    data = open(path, "rb").read()
    if len(data) < 16 or data[:8] != b"MNGNDAT1":
        sys.exit(f"{path}: not a Menagerie training file (no MNGNDAT1 header)")
    version, inputs = struct.unpack_from("<II", data, 8)
    if version != 1:
        sys.exit(f"{path}: format version {version}; this trainer reads 1")
    us, them, scores, results = [], [], [], []
    at = 16
    while len(data) - at >= 5:
        n_us, n_them, score, result = struct.unpack_from("<BBhb", data, at)
        end = at + 5 + 2 * (n_us + n_them)
        if end > len(data):
            break  # a record the generator was stopped in
        f = struct.unpack_from(f"<{n_us + n_them}H", data, at + 5)
        us.append(f[:n_us])
        them.append(f[n_us:])
        scores.append(score)
        results.append(result)
        at = end
    width = max(max(map(len, us)), max(map(len, them)))

    def padded(lists):  # padding index = inputs, a row of zeros
        out = np.full((len(lists), width), inputs, dtype=np.int64)
        for i, l in enumerate(lists):
            out[i, : len(l)] = l
        return torch.from_numpy(out)

    return (inputs, padded(us), padded(them),
            torch.tensor(scores, dtype=torch.float32), torch.tensor(results, dtype=torch.float32))


class Net(torch.nn.Module):
    def __init__(self, inputs):
        super().__init__()
        self.inputs = inputs
        self.ft = torch.nn.Embedding(inputs + 1, HIDDEN, padding_idx=inputs)
        torch.nn.init.normal_(self.ft.weight, 0.0, 0.05)
        with torch.no_grad():
            self.ft.weight[inputs].zero_()
        self.ft_bias = torch.nn.Parameter(torch.full((HIDDEN,), 0.3))
        self.l1 = torch.nn.Linear(2 * HIDDEN, LAYER)
        self.out = torch.nn.Linear(LAYER, 1)

    def forward(self, us, them):
        a = torch.clamp(self.ft(us).sum(1) + self.ft_bias, 0, 1)
        b = torch.clamp(self.ft(them).sum(1) + self.ft_bias, 0, 1)
        h = torch.clamp(self.l1(torch.cat([a, b], 1)), 0, 1)
        return self.out(h).squeeze(1) * SCALE  # centipawns

    def clip(self):  # what the integer layers can hold
        with torch.no_grad():
            self.l1.weight.clamp_(-127 / QB, 127 / QB)
            self.ft.weight.clamp_(-32767 / QA, 32767 / QA)


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def write_network(net, path):
    def q(t, scale, lo, hi):
        t = t.detach().double().numpy() * scale
        return np.clip(np.sign(t) * np.floor(np.abs(t) + 0.5), lo, hi)  # as std::round

    w1 = q(net.ft.weight[: net.inputs], QA, -32767, 32767).astype("<i2")
    b1 = q(net.ft_bias, QA, -32767, 32767).astype("<i2")
    w2 = q(net.l1.weight, QB, -127, 127).astype("<i1")
    b2 = q(net.l1.bias, QA * QB, -1e9, 1e9).astype("<i4")
    w3 = q(net.out.weight[0], QB, -32767, 32767).astype("<i2")
    b3 = q(net.out.bias, QA * QB, -1e9, 1e9).astype("<i4")
    payload = b"".join(x.tobytes() for x in (w1, b1, w2, b2, w3, b3))
    digest = fnv1a(payload)
    header = b"MNGNNUE1" + struct.pack("<IIIIQ", 1, net.inputs, HIDDEN, LAYER, digest)
    with open(path, "wb") as f:
        f.write(header + payload)
    return digest


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("data")
    p.add_argument("out")
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch", type=int, default=4096)
    p.add_argument("--rate", type=float, default=2e-3)
    p.add_argument("--lambda", dest="lam", type=float, default=1.0)
    p.add_argument("--decay", type=float, default=0.2, help="AdamW weight decay")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)

    inputs, us, them, score, result = read_samples(a.data)
    n = len(score)
    target = a.lam * torch.sigmoid(score / 400) + (1 - a.lam) * (result + 1) / 2
    # Every twentieth block of 1000 held out: a game's positions stand together and share a result.
    held = (torch.arange(n) // 1000) % 20 == 19
    fit, check = (~held).nonzero().squeeze(1), held.nonzero().squeeze(1)
    print(f"{n} positions, {inputs} inputs: {len(fit)} to fit, {len(check)} held out", flush=True)

    net = Net(inputs)
    opt = torch.optim.AdamW(net.parameters(), lr=a.rate, weight_decay=a.decay)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, a.epochs)

    def loss_of(idx):
        pred = torch.sigmoid(net(us[idx], them[idx]) / 400)
        return torch.mean((pred - target[idx]) ** 2)

    for epoch in range(1, a.epochs + 1):
        perm = fit[torch.randperm(len(fit))]
        total = 0.0
        for i in range(0, len(perm), a.batch):
            idx = perm[i : i + a.batch]
            opt.zero_grad()
            loss = loss_of(idx)
            loss.backward()
            opt.step()
            net.clip()
            total += loss.item() * len(idx)
        sched.step()
        with torch.no_grad():
            held_loss = loss_of(check).item() if len(check) else float("nan")
        print(f"epoch {epoch}: fit {total / len(fit):.6f}, held out {held_loss:.6f}", flush=True)
    digest = write_network(net, a.out)
    print(f"wrote {a.out}: network {digest:016x}")


if __name__ == "__main__":
    main()
